import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TextField } from '../../ui/TextField';
import type { ProfileFormValues } from './profileForm';

type SellerKey = 'representative_name' | 'ecommerce_report_number' | 'shipping_fee' | 'free_shipping_threshold';

interface Props {
  values: Pick<ProfileFormValues, SellerKey>;
  errors: Partial<Record<SellerKey, string>>;
  onChange: (key: SellerKey, value: string) => void;
}

/**
 * The merchant's 판매자 정보 and shipping rule on /profile/edit: what the product page's 판매자 정보
 * shows (with 상호, 사업자등록번호, address and phone above), and the shop's own fee and free-shipping
 * threshold (empty: the site's rule).
 */
export function SellerFields({ values, errors, onChange }: Props) {
  return (
    <Stack gap="4" data-testid="seller-fields">
      <TextField label="대표자명" value={values.representative_name} onValueChange={(v) => onChange('representative_name', v)} maxLength={50} autoComplete="name" />
      <TextField
        label="통신판매업 신고번호"
        value={values.ecommerce_report_number}
        onValueChange={(v) => onChange('ecommerce_report_number', v)}
        maxLength={40}
        placeholder="2026-서울강남-01234"
        helper="상품 페이지의 판매자 정보에 표시됩니다. 비워 두면 '미등록'으로 보입니다."
        error={errors.ecommerce_report_number}
      />
      <Heading as="h3" size="sm" pt="2">
        배송비
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="-2">
        비워 두면 사이트 기본 배송비 규칙을 따릅니다.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="배송비 (원)"
          value={values.shipping_fee}
          onValueChange={(v) => onChange('shipping_fee', v.replace(/[^\d]/g, ''))}
          inputMode="numeric"
          maxLength={8}
          placeholder="사이트 기본"
          error={errors.shipping_fee}
        />
        <TextField
          label="무료배송 기준 금액 (원)"
          value={values.free_shipping_threshold}
          onValueChange={(v) => onChange('free_shipping_threshold', v.replace(/[^\d]/g, ''))}
          inputMode="numeric"
          maxLength={8}
          placeholder="사이트 기본"
          error={errors.free_shipping_threshold}
        />
      </SimpleGrid>
    </Stack>
  );
}
