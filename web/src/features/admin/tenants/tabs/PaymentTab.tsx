import { Field, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '../../../../../../shared/messages';
import type { AdminPaymentConfig, PaymentConfigUpdateInput } from '../../../../../../shared/schemas/admin/tenants';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { ListSkeleton } from '../../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../../ui/QueryErrorState';
import { BlurField } from '../consoleFields';
import { tellOutcome } from '../useTenantSave';
import type { TabProps } from './types';

/**
 * The site's payment gateway settings. The message-auth secret is write-only: the field is always
 * empty, a hint says whether one is stored, and an empty field keeps the stored one.
 */
export default function PaymentTab({ tenant }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const config = trpc.admin.tenants.paymentConfig.useQuery({ id: tenant.id });
  const saveConfig = trpc.admin.tenants.savePaymentConfig.useMutation({
    onSuccess: (answer) => utils.admin.tenants.paymentConfig.setData({ id: tenant.id }, answer),
  });
  // Bumped after each secret save so the write-only field empties itself.
  const [secretRound, setSecretRound] = useState(0);

  if (config.isPending) return <ListSkeleton label="결제 설정을 불러오는 중" rows={3} height="12" />;
  if (config.isError) return <QueryErrorState compact error={config.error} onRetry={() => void config.refetch()} />;
  const c: AdminPaymentConfig = config.data;

  const save = (patch: Partial<Omit<PaymentConfigUpdateInput, 'id'>>) =>
    tellOutcome(
      alert,
      () =>
        saveConfig.mutateAsync({
          id: tenant.id,
          environment: c.environment,
          mall_id: c.mall_id,
          base_public_url: c.base_public_url,
          active: c.active,
          ...patch,
        }),
      MSG.paymentConfigSaved,
      MSG.paymentConfigFailed,
    );

  return (
    <Stack gap="4">
      <Field.Root disabled={saveConfig.isPending}>
        <Field.Label>환경</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={c.environment}
            onChange={(e) => {
              const env = e.currentTarget.value as 'test' | 'prod';
              if (env !== c.environment) void save({ environment: env });
            }}
          >
            <option value="test">테스트 (test)</option>
            <option value="prod">운영 (prod)</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <BlurField label="상점 ID (mall_id)" value={c.mall_id} maxLength={40} autoComplete="off" onSave={(v) => save({ mall_id: v.trim() })} />
      <BlurField
        key={secretRound}
        label="메시지 인증 키 (msg_auth_secret)"
        type="password"
        value=""
        maxLength={200}
        autoComplete="new-password"
        helper={c.msg_auth_secret_set ? '저장됨 · 바꿀 때만 새 키를 입력하세요. 비워 두면 그대로입니다.' : '저장된 키가 없습니다.'}
        onSave={async (v) => {
          if (v.trim() === '') return;
          await save({ msg_auth_secret: v.trim() });
          setSecretRound((n) => n + 1);
        }}
      />
      <BlurField
        label="공개 기본 URL (base_public_url)"
        type="url"
        value={c.base_public_url}
        maxLength={300}
        placeholder="https://shop.example.com"
        onSave={(v) => save({ base_public_url: v.trim() })}
      />
      <Switch.Root
        checked={c.active}
        disabled={saveConfig.isPending}
        onCheckedChange={(d) => void save({ active: d.checked })}
        colorPalette="brand"
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="3"
        minH="11"
      >
        <Switch.HiddenInput />
        <Switch.Label>결제 사용</Switch.Label>
        <Switch.Control flexShrink={0}>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        결제를 켜면 이 사이트의 주문과 플랜 결제가 위 상점 ID로 처리됩니다.
      </Text>
    </Stack>
  );
}
