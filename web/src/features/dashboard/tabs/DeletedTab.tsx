import { DELETED_SORTS } from '../../../../../shared/catalogue-constants';
import { DeletedProducts } from '../DeletedProducts';
import { oneOf } from '../productState';
import { useTabParams } from '../useTabParams';

/** 삭제된 상품: the page and sort live in the address (the default, newest deletion first, left out). */
export default function DeletedTab() {
  const { page, setPage, get, set } = useTabParams();
  return (
    <DeletedProducts
      page={page}
      sort={oneOf(DELETED_SORTS, get('sort'))}
      onPage={setPage}
      onSort={(sort) => set({ sort: sort === 'deleted_desc' ? undefined : sort })}
    />
  );
}
