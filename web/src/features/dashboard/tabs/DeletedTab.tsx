import { DeletedProducts } from '../DeletedProducts';
import { useTabParams } from '../useTabParams';

export default function DeletedTab() {
  const { page, setPage } = useTabParams();
  return <DeletedProducts page={page} onPage={setPage} />;
}
