import { HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatKrw } from '../../../../../shared/catalogue-constants';

interface Props {
  price: number;
  originalPrice: number | null;
  discountRate: number;
  size?: 'sm' | 'lg';
}

/** Discount rate in the accent colour, the price in won, and the original price struck through. */
export function PriceLine({ price, originalPrice, discountRate, size = 'sm' }: Props) {
  const discounted = discountRate > 0 && originalPrice !== null && originalPrice > price;
  const big = size === 'lg';
  return (
    <Stack gap="0">
      {discounted && (
        <Text as="del" fontSize={big ? 'sm' : 'xs'} color="fg.muted">
          <VisuallyHidden>정가 </VisuallyHidden>
          {formatKrw(originalPrice)}
        </Text>
      )}
      <HStack gap="1.5" align="baseline">
        {discounted && (
          <Text fontWeight="bold" color="accent.fg" fontSize={big ? '2xl' : 'md'}>
            <VisuallyHidden>할인율 </VisuallyHidden>
            {discountRate}%
          </Text>
        )}
        <Text fontWeight="bold" fontSize={big ? '2xl' : 'md'}>
          <VisuallyHidden>판매가 </VisuallyHidden>
          {formatKrw(price)}
        </Text>
      </HStack>
    </Stack>
  );
}
