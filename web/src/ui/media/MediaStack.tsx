import { Box, chakra, Image, Link, Text, type BoxProps } from '@chakra-ui/react';

/** One picture of a stack: an image, or a video shown by its captured frame and marked as a video. */
export interface StackMedia {
  key: string | number;
  type: 'image' | 'video';
  /** The picture shown; none (a video without a frame yet): an empty tile. */
  thumb: string | null;
  alt: string;
  /** The full-size file the tile opens in a new window (with the stack's `openLabel`). */
  full?: string;
}

interface Props {
  media: StackMedia[];
  /**
   * `row`: squares that scroll sideways, any number (a review's photos); `pair`: tiles sharing the width,
   * at most half each, 4:3 (a post in a feed, which passes its first two).
   */
  layout: 'row' | 'pair';
  /** Names the stack as a list for screen readers; without it the pictures are the card's decoration. */
  label?: string;
  /** The name of a tile's link to its full size (only media with `full` get one). */
  openLabel?: (index: number) => string;
  mt?: BoxProps['mt'];
}

const TILE: Record<Props['layout'], BoxProps> = {
  row: { flexShrink: 0, boxSize: { base: '20', md: '24' }, borderRadius: 'md' },
  pair: { flex: '1', maxW: '50%', aspectRatio: 4 / 3, borderRadius: 'lg', bg: 'bg.muted' },
};

/**
 * The media of a product, post or review shown small in a card or a list row: the review card's photos,
 * the feed's post card, and the dashboard's tabs. The full views (the product carousel, the post's
 * gallery with its player and viewer) stay with their pages.
 */
export function MediaStack({ media, layout, label, openLabel, mt }: Props) {
  const listed = !!label;
  return (
    <chakra.ul
      as={listed ? 'ul' : 'div'}
      display="flex"
      gap="2"
      overflowX={layout === 'row' ? 'auto' : undefined}
      listStyleType="none"
      p="0"
      mx="0"
      mb="0"
      mt={mt ?? '0'}
      aria-label={label}
    >
      {media.map((item, i) => (
        <Box key={item.key} as={listed ? 'li' : 'div'} position="relative" {...TILE[layout]}>
          <Tile item={item} link={item.full && openLabel ? { href: item.full, label: openLabel(i) } : undefined} />
          {item.type === 'video' && (
            <Text position="absolute" bottom="1.5" left="1.5" px="1.5" borderRadius="sm" bg="blackAlpha.700" color="white" fontSize="xs">
              ▶ 영상
            </Text>
          )}
        </Box>
      ))}
    </chakra.ul>
  );
}

/**
 * The picture, clipped to the tile's corners; a link to the full size when there is one, its focus ring
 * drawn inside the tile (a row scrolls sideways, and its edges would cut a ring drawn outside).
 */
function Tile({ item, link }: { item: StackMedia; link?: { href: string; label: string } }) {
  const picture = item.thumb ? <Image src={item.thumb} alt={item.alt} w="full" h="full" objectFit="cover" loading="lazy" /> : null;
  const clip = { display: 'block', w: 'full', h: 'full', borderRadius: 'inherit', overflow: 'hidden' } as const;
  if (!link) return <Box {...clip}>{picture}</Box>;
  return (
    <Link
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={link.label}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' }}
      {...clip}
    >
      {picture}
    </Link>
  );
}
