import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FeedEmpty, FeedError } from './FeedStates';
import { ProductGridSkeleton } from '../products/ProductGrid';

interface Props {
  q: string;
  pending: boolean;
  /** The failed query's error, else null. */
  error: unknown;
  count: number;
  onRetry: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** Heading with the term and count, then the results or an empty, loading or error state. */
export function SearchResults({ q, pending, error, count, onRetry, onClear, children }: Props) {
  return (
    <Stack as="section" aria-label="검색 결과" gap="4" pb="8">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="md" aria-live="polite">
          ‘{q}’ 검색 결과{!pending && error == null ? ` ${count}개` : ''}
        </Heading>
        <Button size="sm" variant="ghost" onClick={onClear}>
          검색 지우기
        </Button>
      </Flex>
      {pending ? (
        <ProductGridSkeleton count={4} />
      ) : error != null ? (
        <FeedError error={error} onRetry={onRetry} />
      ) : count === 0 ? (
        <FeedEmpty text="검색 결과가 없습니다. 다른 검색어를 입력해 보세요." />
      ) : (
        children
      )}
    </Stack>
  );
}
