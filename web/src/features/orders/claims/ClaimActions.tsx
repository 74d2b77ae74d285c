import { Button, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { claimAllowed, INSTANT_CANCEL_FROM, type ClaimKind } from '../../../../../shared/order-claims';
import type { DeliveryOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { toaster } from '../../../ui/toaster';

// The form (reasons, photos and their uploads) loads when a buyer first opens it, not with the list.
const ClaimDialog = lazy(() => import('./ClaimDialog'));

/**
 * The buyer's claim buttons on an order card, by its state (shared/order-claims.ts): 주문 취소 (instant)
 * or 취소 요청 before it ships, 반품 요청 and 교환 요청 once it arrived, 요청 철회 while a request waits.
 */
export function ClaimActions({ order }: { order: DeliveryOrder }) {
  const [open, setOpen] = useState<ClaimKind | null>(null);
  const alert = useAlert();
  const utils = trpc.useUtils();
  const withdraw = trpc.claims.withdraw.useMutation();
  const claim = order.claim;

  if (claim?.status === 'requested') {
    const onWithdraw = async () => {
      const ok = await alert({ type: 'warning', title: '요청 철회', message: `${claim.label}을(를) 철회할까요?`, confirmText: '요청 철회', cancelText: '닫기' });
      if (!ok) return;
      try {
        const answer = await withdraw.mutateAsync({ claim_id: claim.id });
        toaster.create({ type: 'success', title: answer.message });
      } catch (err) {
        toaster.create({ type: 'error', title: '요청을 철회하지 못했습니다.', description: detailOr(err, '잠시 후 다시 시도해주세요.') });
      } finally {
        await utils.orders.deliveries.userOrders.invalidate();
      }
    };
    return (
      <Button mt="3" w="full" variant="outline" minH="11" loading={withdraw.isPending} onClick={() => void onWithdraw()}>
        요청 철회
      </Button>
    );
  }

  const kinds = (['cancel', 'return', 'exchange'] as const).filter((k) => claimAllowed(k, order.status));
  if (kinds.length === 0) return null;
  const instant = INSTANT_CANCEL_FROM.includes(order.status);
  const label: Record<ClaimKind, string> = { cancel: instant ? '주문 취소' : '취소 요청', return: '반품 요청', exchange: '교환 요청' };
  return (
    <>
      <Flex mt="3" gap="2" wrap="wrap">
        {kinds.map((k) => (
          <Button key={k} flex="1" minW="28" minH="11" variant="outline" colorPalette={k === 'cancel' ? 'red' : 'gray'} onClick={() => setOpen(k)}>
            {label[k]}
          </Button>
        ))}
      </Flex>
      {open && (
        <Suspense fallback={null}>
          <ClaimDialog order={order} kind={open} instant={open === 'cancel' && instant} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
