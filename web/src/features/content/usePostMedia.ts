import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MSG } from '../../../../shared/messages';
import type { PostMediaItem, PostMediaRef } from '../../../../shared/schemas/content';
import { errorDetail } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { mediaRefs, ticketInput, uploadWithTicket, useMediaUploads, type MediaItem, type MediaKind } from '../../ui/media/useMediaUploads';
import { defaultFrame } from './videoFrame';

const UPLOAD_FAILED = '파일 업로드에 실패했습니다.';

/** A video's chosen frame on its way to storage. */
export type FrameState = { status: 'uploading' } | { status: 'done'; token: string } | { status: 'error'; error: string };

/** A post's saved media in display order, as form items (a video shows its saved thumbnail). */
export const savedPostItems = (media: PostMediaItem[]): MediaItem[] =>
  media.map((m) => ({
    key: `media-${m.id}`,
    kind: 'saved',
    mediaId: m.id,
    mediaType: m.media_type,
    url: m.media_type === 'image' ? (m.thumbnail_url ?? m.file_path) : m.file_path,
    poster: m.media_type === 'video' ? m.thumbnail_url : null,
    name: m.file_name,
  }));

/**
 * The post form's media: files uploaded straight to storage through the post ticket, and for each video a
 * thumbnail frame, captured one second in when it is added and replaced by the one the author picks.
 * `refs` is what a save sends, in display order.
 */
export function usePostMedia(initial: MediaItem[]) {
  const utils = trpc.useUtils();
  const requestTicket = useCallback(
    (file: File) => utils.client.content.posts.uploadTicket.mutate(ticketInput(file)),
    [utils],
  );
  const media = useMediaUploads(initial, requestTicket, UPLOAD_FAILED);
  const { setPoster } = media;
  const [frames, setFrames] = useState<Record<string, FrameState>>({});
  // Which videos have a frame on the way or saved: the automatic one never replaces the author's pick.
  const framed = useRef(new Set<string>());
  const posters = useRef(new Set<string>());

  const applyFrame = useCallback(
    async (key: string, frame: File) => {
      framed.current.add(key);
      const url = URL.createObjectURL(frame);
      posters.current.add(url);
      setPoster(key, url);
      setFrames((f) => ({ ...f, [key]: { status: 'uploading' } }));
      try {
        const token = await uploadWithTicket(requestTicket, frame, () => undefined);
        setFrames((f) => ({ ...f, [key]: { status: 'done', token } }));
      } catch (err) {
        setFrames((f) => ({ ...f, [key]: { status: 'error', error: errorDetail(err, MSG.postThumbnailFailed) || MSG.postThumbnailFailed } }));
      }
    },
    [requestTicket, setPoster],
  );

  const add = useCallback(
    (files: { file: File; mediaType: MediaKind }[]) => {
      const keys = media.add(files);
      keys.forEach((key, i) => {
        const { file, mediaType } = files[i]!;
        if (mediaType !== 'video') return;
        const url = URL.createObjectURL(file);
        defaultFrame(url, file.name)
          .then((frame) => (framed.current.has(key) ? undefined : applyFrame(key, frame)))
          // No automatic frame (a codec the browser cannot draw): the tile keeps the video and the picker stays offered.
          .catch(() => undefined)
          .finally(() => URL.revokeObjectURL(url));
      });
    },
    [media.add, applyFrame],
  );

  useEffect(() => {
    const urls = posters.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const refs = useMemo(
    (): PostMediaRef[] =>
      mediaRefs(media.items, (it) => {
        const frame = frames[it.key];
        return frame?.status === 'done' ? { thumbnail_token: frame.token } : {};
      }),
    [media.items, frames],
  );
  const framing = Object.values(frames).some((f) => f.status === 'uploading');
  return { ...media, add, applyFrame, frames, refs, busy: media.uploading || framing };
}
