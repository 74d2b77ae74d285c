import { useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { toaster } from '../../ui/toaster';

/**
 * The shopper's 찜 as every heart reads it: one cached GET /api/wishlist/ids for the whole page
 * (signed out: none), and a toggle that paints at once and rolls back if the server refuses. A
 * guest's click goes to the login, which brings them back.
 */
export function useWishlist() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const ids = trpc.wishlist.ids.useQuery({}, { enabled: !!session, staleTime: 60_000, retry: false });
  const add = trpc.wishlist.add.useMutation();
  const remove = trpc.wishlist.remove.useMutation();
  const wished = new Set(session ? (ids.data?.product_ids ?? []) : []);

  const toggle = async (productId: number) => {
    if (!session) {
      navigate('/login', { state: { from: location.pathname + location.search, message: MSG.loginRequired } });
      return;
    }
    const on = !wished.has(productId);
    await utils.wishlist.ids.cancel();
    const before = utils.wishlist.ids.getData({});
    utils.wishlist.ids.setData({}, (old) => {
      const list = (old?.product_ids ?? []).filter((id) => id !== productId);
      return { product_ids: on ? [productId, ...list] : list };
    });
    try {
      await (on ? add : remove).mutateAsync({ product_id: productId });
      // The 찜 list on screen keeps an un-hearted card (a slip can be undone by hearting it again); the
      // list is fresh the next time it is opened.
      void utils.wishlist.list.invalidate(undefined, { refetchType: on ? 'active' : 'none' });
    } catch (err) {
      utils.wishlist.ids.setData({}, before);
      toaster.create({ type: 'error', title: detailOr(err, MSG.wishlistFailed) });
    }
  };
  return { isWished: (productId: number) => wished.has(productId), toggle };
}
