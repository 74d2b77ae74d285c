import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { displayPhone } from '../../../../shared/phone';
import { formatBusinessNumber, SELLER_UNSET } from '../../../../shared/seller-info';
import type { SellerInfo as SellerInfoData } from '../../../../shared/schemas/catalogue';

const ROWS: [keyof SellerInfoData, string][] = [
  ['business_name', '상호'],
  ['representative_name', '대표자'],
  ['business_number', '사업자등록번호'],
  ['ecommerce_report_number', '통신판매업 신고번호'],
  ['address', '사업장 주소'],
  ['phone', '연락처'],
];

/** 판매자 정보 (전자상거래법): the shop's business details as a definition list; a blank field reads 미등록. */
export function SellerInfo({ seller }: { seller: SellerInfoData }) {
  return (
    <Box as="section" aria-labelledby="seller-info-heading" p="4" borderWidth="1px" borderRadius="xl" data-testid="seller-info">
      <Heading as="h3" id="seller-info-heading" size="sm" mb="3">
        판매자 정보
      </Heading>
      <Grid as="dl" templateColumns={{ base: '7.5rem 1fr', md: '9rem 1fr' }} columnGap="3" rowGap="2" fontSize="sm">
        {ROWS.map(([key, label]) => {
          const raw = seller[key].trim();
          const value = !raw ? raw : key === 'business_number' ? formatBusinessNumber(raw) : key === 'phone' ? displayPhone(raw) : raw;
          return (
            <Box key={key} display="contents">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" color={value ? 'fg' : 'fg.muted'} overflowWrap="anywhere">
                {value || SELLER_UNSET}
              </Text>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
