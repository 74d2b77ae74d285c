import { Button, Group, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTenant } from '../../../app/tenant';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { periodOf } from '../../orders/periodOf';
import { ShopSales } from '../ShopSales';
import { useTabParams } from '../useTabParams';

// recharts comes with the analytics only: the sales list never loads it.
const PaymentAnalytics = lazy(() => import('../../orders/PaymentAnalyticsPage').then((m) => ({ default: m.PaymentAnalytics })));

type View = 'analytics' | 'list';
const VIEW_LABELS: Record<View, string> = { analytics: '결제 분석', list: '판매 내역' };

/**
 * 결제 관리: the analytics (the site's analytics switch) and the shop's sales list (its payment
 * switch), one at a time; the view, the period and the page live in the address.
 */
export default function PaymentsTab() {
  const { features } = useTenant();
  const { page, setPage, get, set } = useTabParams();
  const views = (['analytics', 'list'] as const).filter((v) => (v === 'analytics' ? features.analytics : features.payment));
  const view: View = views.find((v) => v === get('view')) ?? views[0] ?? 'list';

  return (
    <Stack gap="4">
      {views.length > 1 && (
        // Joined into one control, so it reads apart from the analytics' period buttons below.
        <Group attached role="group" aria-label="결제 관리 보기" alignSelf="flex-start">
          {views.map((v) => (
            <Button
              key={v}
              size="md"
              minW="28"
              // Gray like the period buttons below: brand's hover shade is too light for white text.
              colorPalette="gray"
              variant={v === view ? 'solid' : 'outline'}
              aria-pressed={v === view}
              onClick={() => set({ view: v === views[0] ? undefined : v, period: undefined })}
            >
              {VIEW_LABELS[v]}
            </Button>
          ))}
        </Group>
      )}
      {view === 'analytics' ? (
        <Suspense fallback={<ListSkeleton label="결제 분석 불러오는 중" />}>
          <PaymentAnalytics period={periodOf(get('period'))} onPeriod={(p) => set({ period: p === 'month' ? undefined : p })} />
        </Suspense>
      ) : (
        <ShopSales page={page} onPage={setPage} />
      )}
    </Stack>
  );
}
