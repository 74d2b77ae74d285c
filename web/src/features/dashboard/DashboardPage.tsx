import { Button, Container, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { AppShell } from '../../ui/AppShell';
import { DeletedProducts } from './DeletedProducts';
import { MyProducts } from './MyProducts';

type Tab = 'products' | 'deleted';

/**
 * /merchant/dashboard (commerce.md §2 User dashboard), for now its products management and deleted
 * products tabs, so a merchant always has a way to their products and to the product form; the
 * other tabs (home, contents, reviews, orders, payments, subscription) come with the dashboard issue.
 * The tab and page live in the address, so back and reload keep them.
 */
export default function DashboardPage() {
  const { features } = useTenant();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'deleted' ? 'deleted' : 'products';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const catalogue = features.shopping || features.delivery;

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (next > 1) q.set('page', String(next));
          else q.delete('page');
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  // Switching tabs starts the list at its first page.
  const setTab = (next: Tab) => setParams(next === 'deleted' ? { tab: next } : {}, { replace: true });

  return (
    <AppShell>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
          <Heading as="h1" size="xl">
            대시보드
          </Heading>
          <Flex gap="2" wrap="wrap">
            {features.payment && (
              <Button asChild variant="outline" colorPalette="brand" size="sm">
                <RouterLink to="/merchant/orders">주문 관리</RouterLink>
              </Button>
            )}
            {features.analytics && (
              <Button asChild variant="outline" colorPalette="brand" size="sm">
                <RouterLink to="/payment/analytics">결제 분석</RouterLink>
              </Button>
            )}
            {catalogue && (
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to="/products/create">상품 등록</RouterLink>
              </Button>
            )}
          </Flex>
        </Flex>
        {catalogue ? (
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} colorPalette="brand" lazyMount unmountOnExit>
            <Tabs.List aria-label="대시보드 메뉴">
              <Tabs.Trigger value="products">상품 관리</Tabs.Trigger>
              <Tabs.Trigger value="deleted">삭제된 상품</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="products" pt="3">
              <MyProducts page={page} onPage={setPage} />
            </Tabs.Content>
            <Tabs.Content value="deleted" pt="3">
              <DeletedProducts page={page} onPage={setPage} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <Text color="fg.muted">이 사이트는 상품 판매를 사용하지 않습니다.</Text>
        )}
      </Container>
    </AppShell>
  );
}
