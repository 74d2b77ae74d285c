import { AspectRatio, Box, Center, IconButton, Image, Text } from '@chakra-ui/react';
import { LazyMotion, m, type PanInfo } from 'framer-motion';
import { useState, type KeyboardEvent } from 'react';
import { CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../../../shared/catalogue-constants';
import { whenIdle } from '../../../lib/idle';
import { AppIcon } from '../../../ui/AppIcon';
import { CarouselDots } from '../../../ui/CarouselDots';

/**
 * Motion's animation and drag code (most of its size) comes in its own chunk, in the first idle
 * moment after the page has painted: the first picture neither waits for it nor shares the
 * network with it, and the slides show as laid out (the first one) until then.
 */
const loadMotionFeatures = () =>
  whenIdle()
    .then(() => import('./carouselMotion'))
    .then((module) => module.default);

export interface CarouselImage {
  src: string;
  alt: string;
}

/**
 * The product's images: swipe (drag further than the threshold, else it snaps back), arrow keys when
 * focused, previous/next buttons, dots and a "1 / 3" counter. Stops at both ends.
 */
export function ProductCarousel({ images, label }: { images: CarouselImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  // The other slides' pictures wait for the first one: it is the page's largest picture, and a
  // phone's bandwidth goes to it first.
  const [firstSettled, setFirstSettled] = useState(false);
  const count = images.length;
  const go = (i: number) => setIndex(Math.min(Math.max(i, 0), count - 1));

  if (count === 0) {
    return (
      <AspectRatio ratio={1} bg="bg.muted" borderRadius={{ base: 'none', md: '2xl' }}>
        <Center color="fg.subtle" role="img" aria-label={`${label} (이미지 없음)`} data-testid="product-carousel">
          <AppIcon name="bag" boxSize="12" />
        </Center>
      </AspectRatio>
    );
  }

  const onDragEnd = (_: unknown, info: PanInfo) => {
    if (info.offset.x <= -CAROUSEL_SWIPE_THRESHOLD_PX) go(index + 1);
    else if (info.offset.x >= CAROUSEL_SWIPE_THRESHOLD_PX) go(index - 1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    }
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={`${label} 이미지`}
      position="relative"
      overflow="hidden"
      borderRadius={{ base: 'none', md: '2xl' }}
      bg="bg.muted"
      tabIndex={0}
      onKeyDown={onKeyDown}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' }}
      data-testid="product-carousel"
    >
      <LazyMotion features={loadMotionFeatures} strict>
        <m.div
          style={{ display: 'flex', touchAction: 'pan-y', cursor: count > 1 ? 'grab' : undefined }}
          drag={count > 1 ? 'x' : false}
          dragConstraints={{ left: 0, right: 0 }}
          dragElastic={0.25}
          onDragEnd={onDragEnd}
          animate={{ x: `${-index * 100}%` }}
          transition={{ type: 'spring', stiffness: 320, damping: 34 }}
        >
          {images.map((img, i) => (
            <Box
              key={img.src + i}
              flex="0 0 100%"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
            >
              <AspectRatio ratio={1}>
                {i === 0 || firstSettled ? (
                  <Image
                    src={img.src}
                    alt={img.alt}
                    objectFit="cover"
                    draggable={false}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    userSelect="none"
                    onLoad={i === 0 ? () => setFirstSettled(true) : undefined}
                    onError={i === 0 ? () => setFirstSettled(true) : undefined}
                  />
                ) : (
                  <Box />
                )}
              </AspectRatio>
            </Box>
          ))}
        </m.div>
      </LazyMotion>
      {count > 1 && (
        <>
          <Text
            position="absolute"
            top="3"
            right="3"
            bg="blackAlpha.700"
            color="white"
            fontSize="xs"
            px="2"
            py="0.5"
            borderRadius="full"
            aria-live="polite"
            data-testid="carousel-counter"
          >
            {index + 1} / {count}
          </Text>
          <IconButton
            aria-label="이전 이미지"
            size="sm"
            variant="subtle"
            borderRadius="full"
            position="absolute"
            left="2"
            top="50%"
            transform="translateY(-50%)"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <AppIcon name="left" />
          </IconButton>
          <IconButton
            aria-label="다음 이미지"
            size="sm"
            variant="subtle"
            borderRadius="full"
            position="absolute"
            right="2"
            top="50%"
            transform="translateY(-50%)"
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            <AppIcon name="right" />
          </IconButton>
          <CarouselDots count={count} index={index} onPick={go} labelOf={(i) => `${i + 1}번 이미지 보기`} bottom="1.5" gap="0" />
        </>
      )}
    </Box>
  );
}
