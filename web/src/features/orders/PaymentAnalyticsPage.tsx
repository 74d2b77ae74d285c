import { Badge, Box, Button, Container, DataList, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { holds } from '../../../../shared/access-policy';
import { MSG } from '../../../../shared/messages';
import { PAYMENT_STATUS_LABELS } from '../../../../shared/order-status';
import {
  ANALYTICS_CHART_DAYS,
  ANALYTICS_FLAGGED,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIOD_TITLES,
  analyticsDaysTitle,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsSummary,
} from '../../../../shared/schemas/orders';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { BackMessageScreen } from '../../ui/BackMessageScreen';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { periodOf } from './periodOf';
import { useWide } from './usePageParam';
import { formatKrw } from '../../../../shared/catalogue-constants';

const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;
/** 2026-03-15 → 3/15 (chart axis and table rows). */
const shortDate = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;

/**
 * /payment/analytics (commerce.md §2 Payment analytics, §3 Payment stats, §9 Analytics and date
 * filters): a merchant's own sales or, for a superuser, the site's. The period lives in the address
 * (?period=). The dashboard's 결제 관리 tab shows the same PaymentAnalytics.
 */
export default function PaymentAnalyticsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // The `sales` permission of shared/access-policy.ts, as the analytics endpoint asks.
  const allowed = !!session && holds(session.user.user_type, 'sales');
  if (!allowed) return <BackMessageScreen alert title="접근 권한이 없습니다" text={MSG.salesOnly} />;
  return (
    <AppShell header={{ back: true, title: '결제 분석' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        {/* The back header's title is the page's h1. */}
        <PaymentAnalytics period={periodOf(params.get('period'))} onPeriod={(p) => setParams(p === 'month' ? {} : { period: p }, { replace: true })} />
      </Container>
    </AppShell>
  );
}

/**
 * Summary, status statistics, a chart of the last 7 days and the daily table of the period, top 5
 * products (the first 3 flagged), top 5 customers and the information card.
 */
export function PaymentAnalytics({ period, onPeriod }: { period: AnalyticsPeriod; onPeriod: (period: AnalyticsPeriod) => void }) {
  const session = useSession();
  const summary = trpc.orders.payments.analytics.useQuery({ period }, { placeholderData: keepPreviousData });
  const data = summary.data;

  return (
    <Stack gap="5">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {session?.user.user_type === 'superuser' ? '사이트 전체 판매' : '내 가게 판매'}
          {data && ` · ${data.analysis_period.start_date} ~ ${data.analysis_period.end_date}`}
        </Text>
      </Box>
      <HStack role="group" aria-label="기간" gap="2" wrap="wrap">
        {ANALYTICS_PERIODS.map((p) => (
          <Button key={p} size="sm" colorPalette="gray" variant={p === period ? 'solid' : 'outline'} aria-pressed={p === period} onClick={() => onPeriod(p)}>
            {ANALYTICS_PERIOD_LABELS[p]}
          </Button>
        ))}
      </HStack>
      {summary.isError && !data ? (
        <QueryErrorState compact error={summary.error} onRetry={() => void summary.refetch()} texts={{ failed: MSG.dashboardStatsLoadFailed }} />
      ) : !data ? (
        <Stack gap="4" role="status" aria-label="분석 통계를 불러오는 중">
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h="20" borderRadius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton h="56" borderRadius="lg" />
        </Stack>
      ) : (
        <Stack gap="6" opacity={summary.isPlaceholderData ? 0.6 : 1} aria-busy={summary.isFetching}>
          <Figures data={data} />
          <DailyChart data={data} />
          <StatusTable data={data} />
          <ProductTable data={data} />
          <CustomerTable data={data} />
          <DailyTable data={data} />
          <InfoCard />
        </Stack>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.replace(/\s+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Heading as="h2" id={id} size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Figures({ data }: { data: AnalyticsSummary }) {
  const s = data.summary;
  const items: [string, string][] = [
    ['총 매출', formatKrw(s.total_revenue)],
    ['결제 완료', count(s.paid_payments)],
    ['전체 결제', count(s.total_payments)],
    ['결제 성공률', `${s.success_rate}%`],
    ['평균 주문 금액', formatKrw(s.avg_order_value)],
    ['구매 고객', `${s.unique_customers.toLocaleString('ko-KR')}명`],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3" aria-label={`${ANALYTICS_PERIOD_TITLES[data.period]} 요약`}>
      {items.map(([label, value]) => (
        <Box key={label} borderWidth="1px" borderRadius="lg" p="3" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize={{ base: 'md', md: 'lg' }} fontWeight="bold" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function DailyChart({ data }: { data: AnalyticsSummary }) {
  const days = data.daily_stats.slice(-ANALYTICS_CHART_DAYS).map((d) => ({ ...d, label: shortDate(d.date) }));
  const total = days.reduce((s, d) => s + d.total_amount, 0);
  return (
    <Section title={`${analyticsDaysTitle(days.length)} 매출`}>
      <Box
        role="img"
        aria-label={`${analyticsDaysTitle(days.length)} 매출 차트: ${days.map((d) => `${d.label} ${formatKrw(d.total_amount)}`).join(', ')}`}
        h={{ base: '52', md: '64' }}
        w="full"
        minW="0"
        data-testid="daily-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 11 }} width={48} tickFormatter={(v: number) => (v >= 10000 ? `${Math.round(v / 10000)}만` : String(v))} />
            <Tooltip formatter={(v) => formatKrw(Number(v))} labelFormatter={(l) => String(l)} />
            <Bar dataKey="total_amount" name="매출" fill="var(--chakra-colors-brand-solid)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {days.length === 1 ? '오늘' : `${days.length}일`} 합계 {formatKrw(total)}
      </Text>
    </Section>
  );
}

/**
 * A table from the 768 px breakpoint up; on a phone each row becomes a card (the first cell its
 * title, the others labelled by their column), so nothing scrolls sideways.
 */
interface DataTableProps {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
  /** Few, short columns that fit a phone as a table (a card a row would make a month's days a long scroll). */
  narrowColumns?: boolean;
}

function DataTable({ caption, head, rows, empty, narrowColumns = false }: DataTableProps) {
  const wide = useWide() || narrowColumns;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="3">
        {empty}
      </Text>
    );
  }
  if (!wide) {
    return (
      <Stack as="ul" gap="2" listStyleType="none" aria-label={caption}>
        {rows.map((cells, r) => (
          <Box as="li" key={r} borderWidth="1px" borderRadius="md" p="3" minW="0">
            <Box fontWeight="semibold" minW="0">
              {cells[0]}
            </Box>
            <DataList.Root orientation="horizontal" size="sm" gap="1" mt="1">
              {cells.slice(1).map((c, i) => (
                <DataList.Item key={i}>
                  <DataList.ItemLabel minW="24">{head[i + 1]}</DataList.ItemLabel>
                  <DataList.ItemValue overflowWrap="anywhere">{c}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {head.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i === 0 ? 'start' : 'end'} whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, r) => (
            <Table.Row key={r}>
              {cells.map((c, i) => (
                <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'} whiteSpace={i === 0 ? undefined : 'nowrap'}>
                  {c}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function StatusTable({ data }: { data: AnalyticsSummary }) {
  return (
    <Section title={`${ANALYTICS_PERIOD_TITLES[data.period]} 결제 상태별 통계`}>
      <DataTable
        caption={`${ANALYTICS_PERIOD_TITLES[data.period]} 결제 상태별 통계`}
        head={['상태', '건수', '합계', '평균', '최소', '최대']}
        empty="기간 안의 결제가 없습니다."
        rows={data.payment_status_stats.map((s) => [PAYMENT_STATUS_LABELS[s.status] ?? s.status, count(s.count), formatKrw(s.total_amount), formatKrw(s.avg_amount), formatKrw(s.min_amount), formatKrw(s.max_amount)])}
      />
    </Section>
  );
}

function ProductTable({ data }: { data: AnalyticsSummary }) {
  // The server answers them by total, largest first; sorted again here so the table holds to it.
  const rows = [...data.product_stats].sort((a, b) => b.total_amount - a.total_amount);
  return (
    <Section title={`${ANALYTICS_PERIOD_TITLES[data.period]} 상품별 매출 TOP 5`}>
      <DataTable
        caption="상품별 매출, 합계 금액이 큰 순서"
        head={['상품', '판매 건수', '수량', '합계']}
        empty="기간 안에 판매된 상품이 없습니다."
        rows={rows.map((p, i) => [
          <HStack key="name" gap="2" align="center" minW="0">
            {i < ANALYTICS_FLAGGED && (
              <Badge colorPalette="red" variant="solid" size="sm" flexShrink={0} data-top={i + 1}>
                TOP {i + 1}
              </Badge>
            )}
            <Text as="span" overflowWrap="anywhere">
              {p.product_name}
            </Text>
          </HStack>,
          count(p.count),
          `${p.total_quantity.toLocaleString('ko-KR')}개`,
          formatKrw(p.total_amount),
        ])}
      />
    </Section>
  );
}

function CustomerTable({ data }: { data: AnalyticsSummary }) {
  return (
    <Section title={`${ANALYTICS_PERIOD_TITLES[data.period]} 구매 고객 TOP 5`}>
      <DataTable
        caption="구매 금액이 큰 고객 다섯 명"
        head={['고객', '구매 횟수', '구매 상품 수', '합계']}
        empty="기간 안에 구매한 고객이 없습니다."
        rows={data.top_customers.map((c) => [
          <Box key="who" minW="0">
            <Text overflowWrap="anywhere">{c.name || '이름 없음'}</Text>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {c.email}
            </Text>
          </Box>,
          count(c.purchase_count),
          `${c.unique_products_bought}개`,
          formatKrw(c.total_spent),
        ])}
      />
    </Section>
  );
}

function DailyTable({ data }: { data: AnalyticsSummary }) {
  return (
    <Section title={`${ANALYTICS_PERIOD_TITLES[data.period]} 일별 매출`}>
      <DataTable
        caption="일별 결제 완료 건수와 매출, 최근 날짜부터"
        head={['날짜', '건수', '매출']}
        empty="기간 안의 결제가 없습니다."
        narrowColumns
        rows={[...data.daily_stats].reverse().map((d) => [d.date, count(d.count), formatKrw(d.total_amount)])}
      />
    </Section>
  );
}

function InfoCard() {
  return (
    <Box as="aside" aria-label="데이터 안내" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
      <Text fontWeight="semibold" mb="1">
        데이터 안내
      </Text>
      <Stack as="ul" gap="1" fontSize="sm" color="fg.muted" ps="4" listStyleType="disc">
        <li>결제를 시작한 시각(한국 시간)을 기준으로 집계합니다.</li>
        <li>매출, 일별 통계, 상품과 고객 순위는 결제 완료된 건만 셉니다. 성공률은 기간 안의 모든 결제 가운데 완료된 비율입니다.</li>
        <li>판매자는 내 가게의 판매만, 관리자는 사이트 전체의 판매를 봅니다.</li>
      </Stack>
    </Box>
  );
}
