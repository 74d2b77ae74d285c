import { Button, CloseButton, Dialog, HStack, Image, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PostMediaItem } from '../../../../shared/schemas/content';

/** A post's images full size, one at a time; previous and next wrap around (arrow keys too). */
export function MediaViewer({ images, start, title, onClose }: { images: PostMediaItem[]; start: number; title: string; onClose: () => void }) {
  const [index, setIndex] = useState(Math.max(0, start));
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  const image = images[index];
  if (!image) return null;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="full" placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="transparent"
            boxShadow="none"
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft') step(-1);
              if (e.key === 'ArrowRight') step(1);
            }}
          >
            <Dialog.Title srOnly>{title} 이미지 보기</Dialog.Title>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="2">
              <Image src={image.file_path} alt={`${title} 이미지 ${index + 1}`} maxH="80vh" maxW="full" objectFit="contain" />
            </Dialog.Body>
            {images.length > 1 && (
              <HStack justify="center" gap="4" pb="6" color="white">
                <Button variant="subtle" onClick={() => step(-1)} aria-label="이전 이미지">
                  ‹
                </Button>
                <Text aria-live="polite">
                  {index + 1} / {images.length}
                </Text>
                <Button variant="subtle" onClick={() => step(1)} aria-label="다음 이미지">
                  ›
                </Button>
              </HStack>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="닫기" color="white" position="absolute" top="3" insetEnd="3" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
