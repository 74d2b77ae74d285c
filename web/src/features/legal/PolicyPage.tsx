import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { POLICY_DEFAULTS } from '../../../../shared/constants';
import { displayPhone } from '../../../../shared/phone';
import { useTenant } from '../../app/tenant';
import { AppShell } from '../../ui/AppShell';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** Shipping, exchange and refund policy from tenant legal_info with the spec's fallbacks (platform.md §9). */
export default function PolicyPage() {
  const tenant = useTenant();
  const legal = tenant.settings.legal_info ?? {};
  const company = tenant.settings.company_info ?? {};
  const fee = legal.shipping_fee ?? POLICY_DEFAULTS.shipping_fee;
  const freeFrom = legal.free_shipping_threshold ?? POLICY_DEFAULTS.free_shipping_threshold;
  const phone = displayPhone(tenant.settings.contact_phone) || '고객센터로 문의해주세요';
  const email = tenant.settings.contact_email || '고객센터 이메일로 문의해주세요';
  const hours = tenant.settings.business_hours || '평일 09:00 - 18:00 (주말·공휴일 휴무)';

  const rows: [string, string][] = [
    ['배송비', `${won(fee)} (${won(freeFrom)} 이상 구매 시 무료배송)`],
    ['배송 기간', `일반 상품 ${POLICY_DEFAULTS.normal_ship_days} 영업일, 주문 제작 상품 ${POLICY_DEFAULTS.custom_ship_days} 영업일`],
    ['주말 배송', '주말 및 공휴일에는 배송하지 않습니다.'],
    ['교환·반품 기간', `상품 수령 후 ${POLICY_DEFAULTS.exchange_days}일 이내`],
    ['교환 배송비', `왕복 ${won(fee * 2)} (단순 변심의 경우 고객 부담, 상품 하자는 판매자 부담)`],
    ['환불 처리', `카드 결제 ${POLICY_DEFAULTS.refund_card_days}일, 계좌 이체 ${POLICY_DEFAULTS.refund_bank_days}일 이내`],
    ['반품 주소', legal.return_address || company.address || '고객센터로 문의해주세요'],
    ['반품 문의', `${displayPhone(legal.return_contact) || phone}${legal.return_hours ? ` (${legal.return_hours})` : ''}`],
  ];

  return (
    <AppShell header={{ back: true, title: '배송·교환·환불 정책' }}>
      <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
        <Stack gap="8">
          <Heading as="h2" size="xl">
            배송·교환·환불 정책
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Body>
              {rows.map(([k, v]) => (
                <Table.Row key={k}>
                  <Table.ColumnHeader scope="row" w={{ base: '28', md: '40' }} bg="bg.subtle">
                    {k}
                  </Table.ColumnHeader>
                  <Table.Cell>{v}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Stack gap="2">
            <Heading as="h3" size="md">
              교환·반품이 제한되는 경우
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineHeight="tall">
              신선식품 등 시간이 지나 재판매가 곤란할 정도로 가치가 떨어진 경우, 고객의 책임으로 상품이 멸실·훼손된 경우, 포장을
              개봉하여 상품 가치가 현저히 감소한 경우에는 교환·반품이 제한될 수 있습니다. 상품 하자나 오배송은 수령 후{' '}
              {POLICY_DEFAULTS.exchange_days}일 이내에 사진과 함께 알려주시면 판매자 부담으로 처리합니다.
            </Text>
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Heading as="h3" size="md" mb="1">
              고객센터
            </Heading>
            <Text>전화: {phone}</Text>
            <Text>이메일: {email}</Text>
            <Text>운영 시간: {hours}</Text>
          </Stack>
          <Stack gap="1" fontSize="sm" color="fg.muted">
            <Heading as="h3" size="md" mb="1" color="fg">
              사업자 정보
            </Heading>
            <Text>상호: {company.company_name || tenant.display_name}</Text>
            {company.ceo_name && <Text>대표: {company.ceo_name}</Text>}
            {company.business_number && <Text>사업자등록번호: {company.business_number}</Text>}
            {company.sales_report_number && <Text>통신판매업 신고번호: {company.sales_report_number}</Text>}
            {company.address && <Text>주소: {company.address}</Text>}
          </Stack>
        </Stack>
      </Box>
    </AppShell>
  );
}
