import { Button, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { captureFrame, seekTo, videoDuration } from './videoFrame';

interface Props {
  /** The video to pick from (an object URL of a new file, or a saved file's address); null closes. */
  video: { url: string; name: string } | null;
  onClose: () => void;
  onPick: (frame: File) => void;
}

const seconds = (t: number) => `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`;

/**
 * The video thumbnail picker (platform.md §2, Post create and edit): a slider moves through the video,
 * the frame on screen becomes the thumbnail. A video the browser cannot draw says so and keeps the old one.
 */
export function FramePicker({ video, onClose, onPick }: Props) {
  return (
    <Dialog.Root open={video !== null} onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>썸네일 장면 고르기</Dialog.Title>
            </Dialog.Header>
            {/* Keyed by video: each opening starts at its first frame. */}
            {video && <PickerBody key={video.url} video={video} onClose={onClose} onPick={onPick} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerBody({ video, onClose, onPick }: { video: { url: string; name: string }; onClose: () => void; onPick: (frame: File) => void }) {
  const sliderId = useId();
  const player = useRef<HTMLVideoElement | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [time, setTime] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    const el = player.current;
    if (!el) return;
    let live = true;
    const ready = () => {
      videoDuration(el)
        .then((d) => live && setDuration(d))
        .catch(() => live && setError(MSG.postThumbnailFailed));
    };
    if (el.readyState >= 2) ready();
    else el.addEventListener('loadeddata', ready, { once: true });
    const failed = () => live && setError(MSG.postThumbnailFailed);
    el.addEventListener('error', failed);
    return () => {
      live = false;
      el.removeEventListener('loadeddata', ready);
      el.removeEventListener('error', failed);
    };
  }, []);

  const move = (t: number) => {
    setTime(t);
    setError(null);
    if (player.current) void seekTo(player.current, t).catch(() => setError(MSG.postThumbnailFailed));
  };

  const pick = async () => {
    const el = player.current;
    if (!el) return;
    setCapturing(true);
    try {
      await seekTo(el, time);
      onPick(await captureFrame(el, video.name));
      onClose();
    } catch {
      setError(MSG.postThumbnailFailed);
    } finally {
      setCapturing(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <chakra.video
            ref={player}
            src={video.url}
            crossOrigin="anonymous"
            muted
            playsInline
            preload="auto"
            aria-label="썸네일로 쓸 장면"
            w="full"
            maxH="55vh"
            bg="black"
            borderRadius="md"
            objectFit="contain"
          />
          <chakra.label htmlFor={sliderId} fontSize="sm" fontWeight="medium">
            장면 위치 <chakra.span color="fg.muted">{seconds(time)} / {duration === null ? '–' : seconds(duration)}</chakra.span>
          </chakra.label>
          <chakra.input
            id={sliderId}
            type="range"
            min={0}
            max={duration ?? 0}
            step={0.1}
            value={time}
            disabled={duration === null}
            onChange={(e) => move(Number(e.target.value))}
            aria-valuetext={seconds(time)}
            w="full"
            h="8"
            accentColor="var(--chakra-colors-brand-solid)"
            data-testid="frame-slider"
          />
          {error && (
            <Text color="red.fg" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          취소
        </Button>
        <Button colorPalette="brand" onClick={() => void pick()} loading={capturing} disabled={duration === null}>
          이 장면으로 설정
        </Button>
      </Dialog.Footer>
    </>
  );
}
