import { POSTS_PAGE_MAX } from '../../../../../shared/content-constants';
import { trpc } from '../../../lib/trpc';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { ProductGrid, ProductGridSkeleton } from '../../catalogue/products/ProductGrid';
import { ChannelEmpty } from './ChannelEmpty';
import { CHANNEL_LIST_FAILED } from './texts';

const COLUMNS = { base: 2, md: 3 };

/** The shop's live products, 50 (platform.md §7: size 50), as the catalogue's grid; a card opens /products/{id}. */
export function ChannelProducts({ merchantId }: { merchantId: number | null }) {
  const list = trpc.catalogue.products.list.useQuery({ merchant_id: merchantId ?? 0, size: POSTS_PAGE_MAX, page: 1 }, { enabled: merchantId !== null });
  if (merchantId === null) return <ChannelEmpty>판매 중인 상품이 없습니다.</ChannelEmpty>;
  if (list.isError) return <QueryErrorState error={list.error} texts={CHANNEL_LIST_FAILED} onRetry={() => void list.refetch()} compact />;
  if (list.isPending) return <ProductGridSkeleton count={4} columns={COLUMNS} />;
  if (list.data.products.length === 0) return <ChannelEmpty>판매 중인 상품이 없습니다.</ChannelEmpty>;
  return <ProductGrid products={list.data.products} label="채널 상품" columns={COLUMNS} showMerchant={false} />;
}
