import { AVAILABILITY_FILTERS, PRODUCT_SORTS } from '../../../../../shared/catalogue-constants';
import { MyProducts } from '../MyProducts';
import { oneOf } from '../productState';
import { useTabParams } from '../useTabParams';

/** 상품 관리: the page, sort and availability live in the address (defaults left out of it). */
export default function ProductsTab() {
  const { page, setPage, get, set } = useTabParams();
  return (
    <MyProducts
      page={page}
      sort={oneOf(PRODUCT_SORTS, get('sort'))}
      availability={oneOf(AVAILABILITY_FILTERS, get('availability'))}
      onPage={setPage}
      onChange={({ sort, availability }) =>
        set({
          ...(sort && { sort: sort === 'latest' ? undefined : sort }),
          ...(availability && { availability: availability === 'selling' ? undefined : availability }),
        })
      }
    />
  );
}
