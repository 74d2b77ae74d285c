import { Container } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import { useTenant } from '../../../app/tenant';
import { HttpError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { AppShell } from '../../../ui/AppShell';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { ProductForm } from './ProductForm';
import { formFromProduct, tenantTabs } from './productForm';
import { savedItems } from '../media/useProductImages';

/** Another shop's product is a refusal, a missing one the product's not-found text (commerce.md §8). */
const EDIT_FAILURE_TEXTS = { forbidden: MSG.productEditForbidden, notFound: MSG.productLoadFailed, failed: MSG.productFormLoadFailed };
/** An id that can name no product reads as a missing one. */
const NO_SUCH_ID = new HttpError(MSG.productLoadFailed, 404);

/** /products/edit/{id}: the owner's copy loaded with getForEdit, the tab fixed (commerce.md §2). */
export default function ProductEditPage() {
  const { features } = useTenant();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const product = trpc.catalogue.products.getForEdit.useQuery(
    { id },
    // Never from cache: the form takes its values once, so they must be the saved ones (gcTime 0 drops the
    // copy when the page closes); no refetch while typing either.
    { enabled: valid, retry: false, refetchOnWindowFocus: false, staleTime: Infinity, gcTime: 0 },
  );
  const data = product.data;
  const initial = useMemo(() => (data ? formFromProduct(data) : null), [data]);
  const images = useMemo(() => (data ? savedItems(data.media) : []), [data]);

  let body;
  if (!valid || product.isError) {
    body = (
      <QueryErrorState
        error={valid ? product.error : NO_SUCH_ID}
        onRetry={() => void product.refetch()}
        texts={EDIT_FAILURE_TEXTS}
      />
    );
  } else if (!initial) {
    body = (
      <Container maxW="2xl" px="0">
        <PageSkeleton label="상품 정보를 불러오는 중" bar={false} />
      </Container>
    );
  } else {
    // Keyed by product so a different id starts a fresh form.
    body = <ProductForm key={id} productId={id} initial={initial} initialImages={images} tabs={tenantTabs(features)} />;
  }

  return (
    <AppShell header={{ back: true, title: '상품 수정' }} footer={false} tabBar={false}>
      {body}
    </AppShell>
  );
}
