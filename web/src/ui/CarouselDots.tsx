import { Box, HStack, type StackProps } from '@chakra-ui/react';

/**
 * The dot pager of a carousel over a picture: one button a slide, the current dot wider. Each
 * button is a 24 px square (the smallest comfortable tap target) around its small visible dot.
 */
export function CarouselDots({
  count,
  index,
  onPick,
  labelOf,
  ...position
}: { count: number; index: number; onPick: (i: number) => void; labelOf: (i: number) => string } & Pick<StackProps, 'bottom' | 'gap'>) {
  return (
    <HStack position="absolute" left="50%" transform="translateX(-50%)" gap="0" {...position}>
      {Array.from({ length: count }, (_, i) => (
        <Box
          as="button"
          key={i}
          aria-label={labelOf(i)}
          aria-current={i === index}
          onClick={() => onPick(i)}
          minW="6"
          h="6"
          px="1"
          display="grid"
          placeItems="center"
          borderRadius="full"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' }}
        >
          <Box
            as="span"
            display="block"
            w={i === index ? '5' : '2'}
            h="2"
            borderRadius="full"
            bg={i === index ? 'white' : 'whiteAlpha.700'}
            // The ring keeps a white dot visible on a light picture.
            boxShadow="0 0 0 1px rgba(0,0,0,0.25)"
            transition="all 0.2s"
          />
        </Box>
      ))}
    </HStack>
  );
}
