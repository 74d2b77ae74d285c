import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { toaster } from '../../ui/toaster';

/**
 * A sold-out product's 재입고 알림 in place of the buy button: "재입고 알림 신청", or once asked
 * "알림 신청됨 · 취소" (which cancels). The send-restock-alerts job tells the shopper once it is back.
 */
export default function RestockButton({ productId }: { productId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const state = trpc.wishlist.restockState.useQuery({ product_id: productId }, { enabled: !!session, retry: false });
  const on = trpc.wishlist.restockOn.useMutation();
  const off = trpc.wishlist.restockOff.useMutation();
  const waiting = !!session && state.data?.waiting === true;
  const busy = on.isPending || off.isPending;

  const click = async () => {
    if (!session) {
      navigate('/login', { state: { from: location.pathname + location.search, message: MSG.loginRequired } });
      return;
    }
    try {
      const next = await (waiting ? off : on).mutateAsync({ product_id: productId });
      utils.wishlist.restockState.setData({ product_id: productId }, next);
      toaster.create({ type: 'success', title: next.message });
    } catch (err) {
      toaster.create({ type: 'error', title: detailOr(err, MSG.restockFailed) });
    }
  };

  return (
    <Stack gap="1">
      <Button
        colorPalette={waiting ? 'gray' : 'brand'}
        variant={waiting ? 'outline' : 'solid'}
        size="lg"
        w="full"
        loading={busy}
        disabled={!!session && state.isPending}
        onClick={() => void click()}
        data-testid="restock-button"
      >
        {waiting ? '알림 신청됨 · 취소' : '재입고 알림 신청'}
      </Button>
      <Text fontSize="xs" color="fg.muted" textAlign="center" hideBelow="md">
        {MSG.soldOut} · 다시 입고되면 메일과 알림톡으로 알려 드려요.
      </Text>
    </Stack>
  );
}
