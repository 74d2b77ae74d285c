import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTenant } from '../../../app/tenant';
import { AppShell } from '../../../ui/AppShell';
import { ProductForm } from './ProductForm';
import { emptyProductForm, tenantTabs, type ProductTab } from './productForm';

/**
 * /products/create (commerce.md §2). The plan-limit check of commerce.md §5 ("Adding a product": an active or
 * trialing subscription with room under prd_limit) belongs to the subscriptions issue and is added there.
 */
export default function ProductCreatePage() {
  const { features } = useTenant();
  const [params] = useSearchParams();
  const tabs = tenantTabs(features);
  // ?tab=delivery|shopping preselects a tab the tenant offers; else the shopping one when there is one.
  const [initial] = useState(() => {
    const asked = params.get('tab') as ProductTab | null;
    const tab = asked && tabs.includes(asked) ? asked : tabs.includes('shopping') ? 'shopping' : 'delivery';
    return emptyProductForm(tab);
  });
  const [noImages] = useState([]);
  return (
    <AppShell header={{ back: true, title: '상품 등록' }} footer={false} tabBar={false}>
      <ProductForm initial={initial} initialImages={noImages} tabs={tabs} />
    </AppShell>
  );
}
