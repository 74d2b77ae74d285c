import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitizeHtml';

/** Renders tenant-supplied HTML after stripping anything that could run or restyle the page. */
export function SafeHtml({ html, ...rest }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
