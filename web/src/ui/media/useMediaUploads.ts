import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorDetail } from '../../lib/errors';
import { uploadRaw } from '../../lib/upload';
import { contentTypeOf } from './fileTypes';
import { shrinkPicture } from './shrinkPicture';

export type MediaKind = 'image' | 'video';

export type MediaItem =
  | { key: string; kind: 'saved'; mediaId: number; mediaType: MediaKind; url: string; poster: string | null; name: string }
  | {
      key: string;
      kind: 'new';
      mediaType: MediaKind;
      file: File;
      url: string;
      poster: string | null;
      name: string;
      status: 'uploading' | 'done' | 'error';
      progress: number;
      token?: string;
      error?: string;
    };

/** A signed PUT the browser sends one file to (the server's upload tickets). */
export interface SignedUpload {
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  upload_token: string;
}

export type RequestTicket = (file: File) => Promise<SignedUpload>;

/** What every upload ticket asks about the file (the product, post, review and profile tickets). */
export const ticketInput = (file: File) => ({ file_name: file.name, content_type: contentTypeOf(file), size: file.size });

/** How a save names a form's media: a kept one by its id, a new one by its upload's token. */
export type MediaRef = { media_id: number } | { upload_token: string };

/**
 * What a save sends, in display order: saved items by id, finished uploads by token; one still uploading
 * or failed is left out (the form waits for, or refuses, those). `extra` adds an item's own fields.
 */
export function mediaRefs<E extends object = object>(items: MediaItem[], extra?: (item: MediaItem) => E): (MediaRef & E)[] {
  return items.flatMap((it): (MediaRef & E)[] => {
    const more = (extra?.(it) ?? {}) as E;
    if (it.kind === 'saved') return [{ media_id: it.mediaId, ...more }];
    return it.status === 'done' && it.token ? [{ upload_token: it.token, ...more }] : [];
  });
}

let nextKey = 0;
export const newMediaKey = () => `media-new-${++nextKey}`;

/** Uploads one file through a ticket, reporting progress; resolves with the token a save names it by. */
export async function uploadWithTicket(
  requestTicket: RequestTicket,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const ticket = await requestTicket(file);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  await uploadRaw(ticket.method, ticket.upload_url, file, ticket.headers, onProgress, signal);
  return ticket.upload_token;
}

/**
 * A form's media, saved and new: each new file goes straight to storage as soon as it is chosen (a
 * picture made smaller first, then a signed URL from `requestTicket` and a PUT with progress); the
 * form saves the tokens afterwards.
 */
export function useMediaUploads(initial: MediaItem[], requestTicket: RequestTicket, failedText: string) {
  const [items, setItems] = useState<MediaItem[]>(initial);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const ticket = useRef(requestTicket);
  ticket.current = requestTicket;

  const patch = useCallback((key: string, change: Partial<Extract<MediaItem, { kind: 'new' }>>) => {
    setItems((list) => list.map((it) => (it.key === key && it.kind === 'new' ? { ...it, ...change } : it)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File, mediaType: MediaKind) => {
      const abort = new AbortController();
      uploads.current.set(key, abort);
      try {
        // A phone's photo goes up at the size it is shown at (shrinkPicture.ts), not with its megabytes.
        const sent = mediaType === 'image' ? await shrinkPicture(file) : file;
        if (abort.signal.aborted) return;
        const token = await uploadWithTicket(ticket.current, sent, (progress) => patch(key, { progress }), abort.signal);
        patch(key, { status: 'done', progress: 100, token });
      } catch (err) {
        if (abort.signal.aborted) return;
        // The storage answer may carry its own detail (e.g. HEIC found by its bytes): shown on that file.
        patch(key, { status: 'error', error: errorDetail(err, failedText) || failedText });
      } finally {
        uploads.current.delete(key);
      }
    },
    [patch, failedText],
  );

  /** Adds files (each with its kind), starts their uploads and returns the keys given to them. */
  const add = useCallback(
    (files: { file: File; mediaType: MediaKind }[]): string[] => {
      const added = files.map(({ file, mediaType }) => {
        const url = URL.createObjectURL(file);
        previews.current.add(url);
        return { key: newMediaKey(), kind: 'new', mediaType, file, url, poster: null, name: file.name, status: 'uploading', progress: 0 } as const;
      });
      setItems((list) => [...list, ...added]);
      for (const it of added) void upload(it.key, it.file, it.mediaType);
      return added.map((it) => it.key);
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone?.kind === 'new') {
        URL.revokeObjectURL(gone.url);
        previews.current.delete(gone.url);
      }
      return list.filter((it) => it.key !== key);
    });
  }, []);

  const move = useCallback((from: number, to: number) => {
    setItems((list) => (to < 0 || to >= list.length || from === to ? list : arrayMove(list, from, to)));
  }, []);

  /** Shows another picture on a tile (a video's chosen frame). */
  const setPoster = useCallback((key: string, poster: string | null) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, poster } : it)));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const abort of running.values()) abort.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const uploading = items.some((it) => it.kind === 'new' && it.status === 'uploading');
  const failed = items.some((it) => it.kind === 'new' && it.status === 'error');
  return { items, add, remove, move, setPoster, uploading, failed };
}

/** A pictures-only form field (product images, review photos): useMediaUploads taking plain files, with its `refs`. */
export function usePictureUploads(initial: MediaItem[], requestTicket: RequestTicket, failedText: string) {
  const media = useMediaUploads(initial, requestTicket, failedText);
  const refs = useMemo(() => mediaRefs(media.items), [media.items]);
  const add = useCallback((files: File[]) => media.add(files.map((file) => ({ file, mediaType: 'image' as const }))), [media.add]);
  return { ...media, add, refs };
}
