import { Container } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTenant } from '../../../app/tenant';
import { trpc } from '../../../lib/trpc';
import { AppShell } from '../../../ui/AppShell';
import { PlanLimitWarning } from '../../subscriptions/PlanLimitWarning';
import { canAddProduct } from '../../subscriptions/subscriptionView';
import { ProductForm } from './ProductForm';
import { emptyProductForm, tenantTabs, type ProductTab } from './productForm';

/**
 * /products/create (commerce.md §2). commerce.md §5 "Adding a product": when the merchant's subscription
 * (/api/subscriptions/me) allows no more products, the plan-limit warning shows above the form with the
 * way to pay; the server refuses the create by the same rule, and the form then shows it again.
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
  const me = trpc.subscriptions.me.useQuery();
  return (
    <AppShell header={{ back: true, title: '상품 등록' }} footer={false} tabBar={false}>
      {me.data && !canAddProduct(me.data) && (
        <Container maxW="2xl" px={{ base: '4', md: '6' }} pt={{ base: '5', md: '8' }}>
          <PlanLimitWarning />
        </Container>
      )}
      <ProductForm initial={initial} initialImages={noImages} tabs={tabs} />
    </AppShell>
  );
}
