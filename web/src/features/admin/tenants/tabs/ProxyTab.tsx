import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MSG } from '../../../../../../shared/messages';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { tellOutcome } from '../useTenantSave';
import type { TabProps } from './types';

/** Links the site to another one's catalogue and orders (never itself), or unlinks it. */
export default function ProxyTab({ tenant, tenants }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const setProxy = trpc.admin.tenants.setProxy.useMutation({ onSettled: () => utils.admin.tenants.list.invalidate() });
  const helpId = useId();
  const others = tenants.filter((t) => t.id !== tenant.id);
  const current = tenants.find((t) => t.name === tenant.proxy_tenant);

  const choose = (value: string) => {
    const target = value === '' ? null : Number(value);
    if (target === (current?.id ?? null)) return;
    void tellOutcome(
      alert,
      () => setProxy.mutateAsync({ origin_tenant_id: tenant.id, proxy_tenant_id: target }),
      target === null ? MSG.tenantProxyDisconnected : MSG.tenantProxySaved,
      MSG.tenantProxyFailed,
    );
  };

  return (
    <Stack gap="3">
      <Text id={helpId} fontSize="sm" color="fg.muted">
        프록시로 연결하면 이 사이트는 대상 사이트의 상품과 주문을 보여주고, 테마와 회사 정보는 이 사이트의 것을 그대로 씁니다.
      </Text>
      <Field.Root disabled={setProxy.isPending}>
        <Field.Label>프록시 대상 사이트</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={current ? String(current.id) : ''} aria-describedby={helpId} onChange={(e) => choose(e.currentTarget.value)}>
            <option value="">연결 해제 (이 사이트의 데이터 사용)</option>
            {others.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.display_name} ({t.domain})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text fontSize="sm" role="status">
        {current ? `현재 ${current.display_name}(${current.domain})의 데이터를 보여줍니다.` : '프록시가 연결되어 있지 않습니다.'}
      </Text>
    </Stack>
  );
}
