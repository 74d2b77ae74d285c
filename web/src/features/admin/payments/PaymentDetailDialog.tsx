import { Box, CloseButton, DataList, Dialog, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import { DELIVERY_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS, type OrderStatus } from '../../../../../shared/order-status';
import type { PaymentPurpose } from '../../../../../shared/payment-purpose';
import type { AdminPaymentDetail } from '../../../../../shared/schemas/admin/payments';
import { trpc } from '../../../lib/trpc';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { formatDateTime } from '../../orders/format';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** What a payment paid for, in Korean (shared/payment-purpose.ts). */
const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  product_order: '상품 주문',
  plan_start: '플랜 시작',
  plan_charge: '플랜 정기 결제',
  wallet_topup: '포인트 충전',
  cart_order: '장바구니 주문',
};

const orderStatusLabel = (status: string) =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? `${DELIVERY_STATUS_LABELS[status as OrderStatus]} (${status})` : status;

const when = (d: Date | string | null) => (d ? formatDateTime(d) : '-');
const text = (s: string | null | undefined) => (s ? s : '-');

/**
 * A payment's detail (admin.payments.get): every field the server keeps of it, grouped into what was
 * paid, who paid, what the gateway answered and refunded, and what it paid for (the order, the plan).
 * Escape, the close button or the backdrop close it.
 */
export default function PaymentDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = trpc.admin.payments.get.useQuery({ id });
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="admin-payment-detail">
            <Dialog.Header borderBottomWidth="1px" py="3" pe="14">
              <Dialog.Title fontSize="lg">결제 상세</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="결제 상세 닫기" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="4">
              {detail.data ? (
                <DetailBody p={detail.data} />
              ) : detail.isError ? (
                <QueryErrorState compact error={detail.error} onRetry={() => void detail.refetch()} texts={{ failed: MSG.adminPaymentsFailed, notFound: MSG.adminPaymentNotFound }} />
              ) : (
                <Stack gap="3" role="status" aria-label="결제 상세를 불러오는 중">
                  {Array.from({ length: 6 }, (_, i) => (
                    <Skeleton key={i} h="5" />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DetailBody({ p }: { p: AdminPaymentDetail }) {
  return (
    <Stack gap="5">
      <Section title="결제">
        <Item label="결제 번호">#{p.id}</Item>
        <Item label="주문번호">{p.shop_order_no}</Item>
        <Item label="상태">
          <Box display="inline-flex" gap="2" alignItems="center" flexWrap="wrap">
            <PaymentStatusBadge status={p.status} />
            <Text as="span" fontSize="sm" color="fg.muted">
              {PAYMENT_STATUS_LABELS[p.status]}
            </Text>
          </Box>
        </Item>
        <Item label="구분">{PURPOSE_LABELS[p.purpose] ?? p.purpose}</Item>
        <Item label="사이트">
          {p.tenant.display_name} ({p.tenant.name})
        </Item>
        <Item label="상품">{text(p.product_name)}</Item>
        <Item label="결제 상품명">{text(p.goods_name)}</Item>
        <Item label="단가">{formatKrw(p.unit_price)}</Item>
        <Item label="수량">{p.qty}개</Item>
        <Item label="배송비">{formatKrw(p.shipping_fee)}</Item>
        <Item label="결제 금액">{formatKrw(p.amount)}</Item>
        <Item label="판매처">{p.merchant ? `${p.merchant.shop_name} (#${p.merchant.id})` : '-'}</Item>
      </Section>
      <Section title="구매자">
        <Item label="이름">{text(p.buyer_name)}</Item>
        <Item label="이메일">{text(p.buyer_email)}</Item>
        <Item label="전화번호">{text(p.buyer_tel)}</Item>
        <Item label="계정">{p.user ? `${p.user.username} · ${p.user.email} (#${p.user.id})` : '탈퇴한 계정'}</Item>
      </Section>
      <Section title="결제사 응답">
        <Item label="결제 수단">{text(p.pay_method)}</Item>
        <Item label="PG 거래번호">{text(p.pg_cno)}</Item>
        <Item label="응답 코드">{text(p.res_cd)}</Item>
        <Item label="응답 메시지">{text(p.res_msg)}</Item>
        <Item label="거래 일시">{when(p.transaction_date)}</Item>
        <Item label="결제 일시">{when(p.paid_at)}</Item>
      </Section>
      <Section title="취소·환불">
        <Item label="환불 금액">{formatKrw(p.refunded_amount)}</Item>
        <Item label="환불 일시">{when(p.refunded_at)}</Item>
        <Item label="취소 일시">{when(p.cancelled_at)}</Item>
      </Section>
      <Section title="주문·플랜">
        <Item label="주문">{p.order ? `#${p.order.id} · ${orderStatusLabel(p.order.status)}` : '-'}</Item>
        <Item label="플랜">{p.plan ? `${p.plan.name} (#${p.plan.id})` : '-'}</Item>
      </Section>
      <Section title="기록">
        <Item label="생성">{when(p.created_at)}</Item>
        <Item label="수정">{when(p.updated_at)}</Item>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {children}
      </DataList.Root>
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24" flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all" minW="0">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
