import { Box, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long values without spaces (an order number, a domain) break anywhere instead of widening the card. */
  breakAll?: boolean;
  strong?: boolean;
}

/**
 * A card's label-value rows as one definition list: labels muted on the left, values on the right.
 * The payment cards on phones (the buyer's and the administrator's) read their figures this way.
 */
export function FactList({ facts, ...box }: { facts: Fact[] } & BoxProps) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1" fontSize="sm" {...box}>
      {facts.map((f) => [
        <Text as="dt" key={`${f.label}-t`} color="fg.muted">
          {f.label}
        </Text>,
        <Text as="dd" key={`${f.label}-d`} textAlign="end" wordBreak={f.breakAll ? 'break-all' : undefined} fontWeight={f.strong ? 'semibold' : undefined}>
          {f.value}
        </Text>,
      ])}
    </Box>
  );
}
