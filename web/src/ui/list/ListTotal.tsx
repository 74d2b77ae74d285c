import { Text } from '@chakra-ui/react';

/** "전체 1,234건" above a list (PagedList's `header`). */
export function ListTotal({ total, unit = '건' }: { total: number; unit?: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" mb="3">
      전체 {total.toLocaleString('ko-KR')}
      {unit}
    </Text>
  );
}
