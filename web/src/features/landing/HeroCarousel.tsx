import { Box, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/constants';
import { AppIcon } from '../../ui/AppIcon';
import { CarouselDots } from '../../ui/CarouselDots';
import { DEFAULT_SLIDES, type Slide } from './slides';

interface Props {
  slides?: Slide[];
  interval?: number;
}

/** Auto-rotating hero slides with dots and a pager (platform.md §2 Hero carousel). */
export function HeroCarousel({ slides = DEFAULT_SLIDES, interval = CAROUSEL_INTERVAL_MS }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval, paused, index]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="주요 소식"
      position="relative"
      overflow="hidden"
      borderRadius={{ base: 'none', md: '2xl' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Flex transform={`translateX(-${index * 100}%)`} transition="transform 0.5s ease">
        {slides.map((s, i) => {
          const body = (
            <Box
              position="relative"
              h={{ base: '44', md: '64' }}
              bg={s.bg ?? 'brand.solid'}
              color="white"
              display="flex"
              alignItems="flex-end"
              px={{ base: '5', md: '10' }}
              pt={{ base: '5', md: '10' }}
              pb={{ base: '12', md: '14' }}
            >
              {s.image && (
                <Image src={s.image} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" />
              )}
              <Box position="relative" textShadow={s.image ? '0 1px 4px rgba(0,0,0,0.6)' : undefined}>
                <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold">
                  {s.title}
                </Text>
                {s.subtitle && <Text fontSize={{ base: 'sm', md: 'lg' }}>{s.subtitle}</Text>}
              </Box>
            </Box>
          );
          return (
            <Box
              key={i}
              flex="0 0 100%"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
            >
              {s.link ? (
                <a href={s.link} target="_blank" rel="noopener noreferrer" tabIndex={i === index ? 0 : -1}>
                  {body}
                </a>
              ) : (
                body
              )}
            </Box>
          );
        })}
      </Flex>
      {count > 1 && (
        <>
          <Text
            position="absolute"
            top="3"
            right="3"
            bg="blackAlpha.600"
            color="white"
            fontSize="xs"
            px="2"
            py="0.5"
            borderRadius="full"
            aria-live="polite"
          >
            {index + 1} / {count}
          </Text>
          <HStack position="absolute" bottom="3" right="3" gap="1">
            <IconButton aria-label="이전 슬라이드" size="xs" variant="subtle" borderRadius="full" onClick={() => go(index - 1)}>
              <AppIcon name="left" />
            </IconButton>
            <IconButton aria-label="다음 슬라이드" size="xs" variant="subtle" borderRadius="full" onClick={() => go(index + 1)}>
              <AppIcon name="right" />
            </IconButton>
          </HStack>
          <CarouselDots count={slides.length} index={index} onPick={go} labelOf={(i) => `${i + 1}번 슬라이드로 이동`} bottom="2" gap="0.5" />
        </>
      )}
    </Box>
  );
}
