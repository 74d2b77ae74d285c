import { MyProducts } from '../MyProducts';
import { useTabParams } from '../useTabParams';

export default function ProductsTab() {
  const { page, setPage } = useTabParams();
  return <MyProducts page={page} onPage={setPage} />;
}
