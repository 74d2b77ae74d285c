import { Button, Center, HStack, Text, VStack } from '@chakra-ui/react';
import { loadFailure, type LoadFailureTexts } from '../lib/errors';
import { useGoBack } from '../lib/useGoBack';

interface Props {
  error: unknown;
  /** Refetches; offered only when the failure may pass (no answer, a 5xx). */
  onRetry?: () => void;
  /** The screen's own words (its not-found text, its load-failure text). */
  texts?: LoadFailureTexts;
  /** Inside a section of a page: less room, and no back button (the page has its own way back). */
  compact?: boolean;
  /** A back button beside the retry as well (a page whose whole content failed, such as a channel). */
  backWithRetry?: boolean;
}

/**
 * What every screen shows for a failed load: a refusal (403) or a miss (404) with a way back and no
 * retry, which could never help; a real failure (network, 5xx) with a retry.
 */
export function QueryErrorState({ error, onRetry, texts, compact = false, backWithRetry = false }: Props) {
  const goBack = useGoBack();
  const failure = loadFailure(error, texts);
  const retry = failure.retry && onRetry;
  return (
    <Center minH={compact ? undefined : '50vh'} py={compact ? '10' : '8'} px="6">
      <VStack gap="3" textAlign="center" role="alert" data-failure={failure.kind} maxW="md">
        <Text fontSize={compact ? 'md' : 'lg'} fontWeight="semibold">
          {failure.title}
        </Text>
        {failure.text && <Text color="fg.muted">{failure.text}</Text>}
        <HStack gap="2" wrap="wrap" justify="center">
          {retry && (
            <Button size={compact ? 'sm' : 'md'} variant="outline" colorPalette="brand" onClick={onRetry}>
              다시 시도
            </Button>
          )}
          {!compact && (!retry || backWithRetry) && (
            <Button colorPalette="brand" variant={retry ? 'ghost' : 'solid'} onClick={goBack}>
              뒤로 가기
            </Button>
          )}
        </HStack>
      </VStack>
    </Center>
  );
}
