import './tenantSlotRecipes';
import { Badge, Box, Button, Flex, HStack, Portal, Text, Tooltip } from '@chakra-ui/react';
import { useId } from 'react';
import { MSG } from '../../../../../shared/messages';
import type { AdminTenant } from '../../../../../shared/schemas/admin/tenants';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { tellOutcome } from './useTenantSave';

interface Props {
  tenant: AdminTenant;
  onSettings: () => void;
}

/** One site: its names, badges, proxy target and actions (localhost, activate or deactivate, settings). */
export function TenantCard({ tenant, onSettings }: Props) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const ids = useId();
  const refresh = () => Promise.all([utils.admin.tenants.list.invalidate(), utils.admin.tenants.localhostProc.invalidate()]);
  const setLocalhost = trpc.admin.tenants.setLocalhost.useMutation({ onSettled: refresh });
  const activate = trpc.admin.tenants.activate.useMutation({ onSettled: refresh });
  const deactivate = trpc.admin.tenants.deactivate.useMutation({ onSettled: refresh });
  const busy = setLocalhost.isPending || activate.isPending || deactivate.isPending;

  const makeLocalhost = async () => {
    const ok = await alert({
      type: 'warning',
      title: 'localhost 사이트 지정',
      message: `localhost와 127.0.0.1로 들어오는 요청을 ${tenant.display_name}(${tenant.domain})이(가) 받게 됩니다.`,
      confirmText: '지정',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const answer = await setLocalhost.mutateAsync({ domain: tenant.domain });
      await alert({ type: 'success', message: MSG.tenantLocalhostSet(answer.tenant_info.display_name, answer.tenant_info.domain), showCancel: false });
    } catch (err) {
      await alert({ type: 'danger', title: MSG.tenantLocalhostFailed, message: detailOr(err, MSG.tenantLocalhostFailed), showCancel: false });
    }
  };

  const toggleActive = () =>
    tenant.is_active
      ? tellOutcome(alert, () => deactivate.mutateAsync({ id: tenant.id }), MSG.tenantDeactivated, MSG.tenantDeactivateFailed)
      : tellOutcome(alert, () => activate.mutateAsync({ id: tenant.id }), MSG.tenantActivated, MSG.tenantActivateFailed);

  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" aria-labelledby={`${ids}-name`} data-testid="tenant-card" data-tenant={tenant.name}>
      <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
        <Box minW="0">
          <Text id={`${ids}-name`} fontWeight="semibold" wordBreak="break-all">
            {tenant.display_name}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {tenant.name} · {tenant.domain}
          </Text>
        </Box>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={tenant.is_active ? 'green' : 'gray'}>{tenant.is_active ? '활성' : '비활성'}</Badge>
          {tenant.is_localhost && <Badge colorPalette="blue">localhost</Badge>}
        </HStack>
      </Flex>
      {tenant.proxy_tenant && (
        <Text fontSize="sm" mt="2" wordBreak="break-all">
          프록시 대상: <b>{tenant.proxy_tenant}</b>
        </Text>
      )}
      <Flex gap="2" mt="3" wrap="wrap">
        {!tenant.is_localhost && (
          <Button size="sm" variant="outline" onClick={() => void makeLocalhost()} disabled={busy || !tenant.is_active} aria-label={`${tenant.display_name} localhost로 지정`}>
            localhost로 지정
          </Button>
        )}
        {tenant.is_active && tenant.is_localhost ? (
          <LockedDeactivate label={`${tenant.display_name} 비활성화`} />
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette={tenant.is_active ? 'red' : 'green'}
            onClick={() => void toggleActive()}
            disabled={busy}
            aria-label={`${tenant.display_name} ${tenant.is_active ? '비활성화' : '활성화'}`}
          >
            {tenant.is_active ? '비활성화' : '활성화'}
          </Button>
        )}
        <Button size="sm" colorPalette="brand" onClick={onSettings} aria-label={`${tenant.display_name} 설정`}>
          설정
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The localhost site's deactivate button: disabled, with the reason in a tooltip. It stays focusable
 * (aria-disabled, not disabled) so the tooltip opens from the keyboard too, and names the reason.
 */
function LockedDeactivate({ label }: { label: string }) {
  const reasonId = useId();
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }} closeOnScroll={false}>
      <Tooltip.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" aria-disabled="true" aria-label={label} aria-describedby={reasonId} opacity={0.5} cursor="not-allowed" onClick={(e) => e.preventDefault()}>
          비활성화
        </Button>
      </Tooltip.Trigger>
      <Text id={reasonId} srOnly>
        {MSG.tenantLocalhostCannotDeactivate}
      </Text>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="64">{MSG.tenantLocalhostCannotDeactivate}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
