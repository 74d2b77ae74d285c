import { Button, HStack, Text } from '@chakra-ui/react';

interface Props {
  page: number;
  pages: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** Names the list the pager moves through, for screen readers. */
  label: string;
}

/** Previous and next with a "page x / y" label (commerce.md §2 Order history's paging). */
export function Pager({ page, pages, hasMore, onPage, label }: Props) {
  if (page <= 1 && !hasMore) return null;
  return (
    <HStack as="nav" aria-label={`${label} 페이지`} justify="center" gap="3" pt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" minW="16" textAlign="center">
        {page} / {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        다음
      </Button>
    </HStack>
  );
}
