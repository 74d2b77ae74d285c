import { Center, Text } from '@chakra-ui/react';
import { QueryErrorState } from '../../../ui/QueryErrorState';

/** A failed load of a feed section, announced: a retry only when it may pass (QueryErrorState). */
export function FeedError({ error, message = '목록을 불러오지 못했습니다.', onRetry }: { error: unknown; message?: string; onRetry: () => void }) {
  return <QueryErrorState compact error={error} onRetry={onRetry} texts={{ failed: message }} />;
}

export function FeedEmpty({ text }: { text: string }) {
  return (
    <Center py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <Text color="fg.muted" textAlign="center">
        {text}
      </Text>
    </Center>
  );
}
