import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  title: string;
  note?: string;
  /** "전체보기" target. */
  to?: string;
  children: ReactNode;
}

/** A titled feed section, named by its heading for assistive technology. */
export function FeedSection({ title, note, to, children }: Props) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <Box minW="0">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          {note && (
            <Text fontSize="sm" color="fg.muted">
              {note}
            </Text>
          )}
        </Box>
        {to && (
          <Button asChild size="sm" variant="ghost" colorPalette="brand" flexShrink={0}>
            <RouterLink to={to} aria-label={`${title} 전체보기`}>
              전체보기
            </RouterLink>
          </Button>
        )}
      </Flex>
      {children}
    </Box>
  );
}
