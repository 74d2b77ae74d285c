import { Badge, Box, chakra, HStack, IconButton, Image, Progress, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { FormIcon } from './FormIcon';
import type { MediaItem } from './useMediaUploads';

interface Props {
  item: MediaItem;
  index: number;
  count: number;
  label: string;
  noun: string;
  testId: string;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  children?: ReactNode;
}

/**
 * One file of the form: drag it by mouse or pen anywhere on the tile, by touch after a short press, or by
 * keyboard from its handle (Space, arrows, Space); the arrow buttons move it one place without dragging.
 * A video shows its chosen frame, else its first frame.
 */
export function SortableMediaTile({ item, index, count, label, noun, testId, onMove, onRemove, children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  // Pointer and touch start anywhere on the tile; the keyboard only from the handle (a tile full of
  // buttons cannot itself be a button).
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const keyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const n = index + 1;
  const isNew = item.kind === 'new';
  const failed = isNew && item.status === 'error';

  return (
    <Box
      ref={setNodeRef}
      as="li"
      listStyleType="none"
      position="relative"
      borderWidth="1px"
      borderColor={failed ? 'border.error' : index === 0 ? 'brand.solid' : 'border'}
      borderRadius="md"
      bg="bg"
      overflow="hidden"
      zIndex={isDragging ? 2 : undefined}
      boxShadow={isDragging ? 'lg' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // Long-press drags on touch screens; a short swipe still scrolls the page.
      css={{ touchAction: 'manipulation' }}
      data-image-key={item.key}
      data-name={item.name}
      data-testid={testId}
      data-media-type={item.mediaType}
      {...pointerListeners}
    >
      <Box position="relative" aspectRatio="1" bg="bg.muted" cursor={isDragging ? 'grabbing' : 'grab'}>
        {item.mediaType === 'image' || item.poster ? (
          <Image src={item.poster ?? item.url} alt={`${label} ${n}`} w="full" h="full" objectFit="cover" draggable={false} />
        ) : (
          // No frame chosen yet: the video's own first frame (metadata only, never played here).
          <chakra.video src={item.url} preload="metadata" muted playsInline aria-label={`${label} ${n} (동영상)`} w="full" h="full" objectFit="cover" />
        )}
        {item.mediaType === 'video' && (
          <Badge position="absolute" bottom="1" left="1" variant="solid" colorPalette="gray" size="sm">
            <FormIcon name="video" /> 동영상
          </Badge>
        )}
        {index === 0 && (
          <Badge position="absolute" top="1" left="1" colorPalette="brand" variant="solid" size="sm">
            대표
          </Badge>
        )}
        <IconButton
          aria-label={`${noun} ${n} 삭제`}
          size="2xs"
          variant="solid"
          colorPalette="gray"
          position="absolute"
          top="1"
          right="1"
          borderRadius="full"
          onClick={() => onRemove(item.key)}
        >
          <FormIcon name="close" />
        </IconButton>
      </Box>
      {isNew && item.status !== 'error' && (
        <Progress.Root
          value={item.progress}
          size="xs"
          colorPalette={item.status === 'done' ? 'green' : 'brand'}
          px="2"
          pt="2"
        >
          {/* The track is the progressbar; its own label would only say the percentage. */}
          <Progress.Track aria-label={`${noun} ${n} 업로드 진행률`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {failed && (
        <Text fontSize="xs" color="red.fg" px="2" pt="2" role="alert">
          {item.error}
        </Text>
      )}
      {children}
      <HStack justify="space-between" px="1" py="1" gap="0">
        <IconButton
          aria-label={`${noun} ${n} 앞으로 이동`}
          size="xs"
          variant="ghost"
          disabled={index === 0}
          data-move="left"
          onClick={() => onMove(index, index - 1)}
        >
          <FormIcon name="left" />
        </IconButton>
        <chakra.button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-roledescription={`정렬 가능한 ${noun}`}
          aria-label={`${noun} ${n} 순서 바꾸기`}
          onKeyDown={keyDown}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          h="8"
          minW="8"
          borderRadius="sm"
          color="fg.muted"
          cursor="grab"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
        >
          <FormIcon name="grip" />
        </chakra.button>
        <IconButton
          aria-label={`${noun} ${n} 뒤로 이동`}
          size="xs"
          variant="ghost"
          disabled={index === count - 1}
          data-move="right"
          onClick={() => onMove(index, index + 1)}
        >
          <FormIcon name="right" />
        </IconButton>
      </HStack>
    </Box>
  );
}
