import { Skeleton, Stack } from '@chakra-ui/react';

/** Rows standing in for a list while it loads, announced by their label. */
export function ListSkeleton({ label, rows = 4, height = '20' }: { label: string; rows?: number; height?: string }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} borderRadius="lg" />
      ))}
    </Stack>
  );
}
