import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { AppIcon } from '../../../ui/AppIcon';
import { useDebouncedValue } from './useDebouncedValue';

const SUGGEST_DELAY_MS = 250;

/** Search mode's helpers: shopping suggestions for what is typed (debounced), else the popular keywords. */
export function SearchHelp({ text, onPick }: { text: string; onPick: (term: string) => void }) {
  const typed = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggest = trpc.catalogue.search.suggest.useQuery(
    { q: typed, tab: 'shopping' },
    { enabled: typed.length > 0, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const popular = trpc.catalogue.search.popular.useQuery(undefined, { staleTime: 60_000 });

  if (text.trim()) {
    const suggestions = typed ? (suggest.data?.suggestions ?? []) : [];
    return (
      <Box as="section" aria-label="추천 검색어">
        {suggestions.length > 0 ? (
          <Stack as="ul" role="list" gap="0" listStyleType="none" borderWidth="1px" borderRadius="lg" overflow="hidden">
            {suggestions.map((s) => (
              <Box as="li" key={s} _notLast={{ borderBottomWidth: '1px' }}>
                <Button
                  variant="ghost"
                  w="full"
                  justifyContent="flex-start"
                  borderRadius="0"
                  fontWeight="normal"
                  onClick={() => onPick(s)}
                >
                  <AppIcon name="search" color="fg.muted" />
                  {s}
                </Button>
              </Box>
            ))}
          </Stack>
        ) : (
          suggest.isSuccess &&
          typed && (
            <Text fontSize="sm" color="fg.muted" px="1">
              추천 검색어가 없습니다. 검색 버튼을 눌러 찾아보세요.
            </Text>
          )
        )}
      </Box>
    );
  }

  const keywords = popular.data?.keywords ?? [];
  if (keywords.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="popular-keywords">
      <Heading as="h2" size="sm" mb="2" id="popular-keywords">
        인기 검색어
      </Heading>
      <Wrap as="ul" role="list" gap="2" listStyleType="none">
        {keywords.map((k, i) => (
          <li key={k.keyword}>
            <Button size="sm" variant="outline" borderRadius="full" onClick={() => onPick(k.keyword)}>
              <Text as="span" color="brand.fg" fontWeight="bold">
                {i + 1}
              </Text>
              {k.keyword}
            </Button>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}
