import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductMediaItem } from '../../../../../shared/schemas/catalogue';
import { errorDetail } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { uploadRaw } from '../../../lib/upload';
import { contentTypeOf } from './imageFiles';
import type { ImageRef } from '../products/productForm';

export type ImageItem =
  | { key: string; kind: 'saved'; mediaId: number; url: string; name: string }
  | {
      key: string;
      kind: 'new';
      file: File;
      url: string;
      name: string;
      status: 'uploading' | 'done' | 'error';
      progress: number;
      token?: string;
      error?: string;
    };

const UPLOAD_FAILED = '이미지 업로드에 실패했습니다.';

let nextKey = 0;
const newKey = () => `img-${++nextKey}`;

/** Saved media in display order: the thumbnail first, then by order. */
export function savedItems(media: ProductMediaItem[]): ImageItem[] {
  return [...media]
    .sort((a, b) => Number(b.is_thumbnail) - Number(a.is_thumbnail) || a.order - b.order)
    .map((m) => ({ key: `media-${m.id}`, kind: 'saved', mediaId: m.id, url: m.thumbnail_url || m.file_path, name: m.file_name }));
}

/**
 * The form's images: saved ones and new ones, each new file uploaded straight to storage as soon as it is
 * chosen (a signed URL from uploadTicket, then a PUT with progress).
 */
export function useProductImages(initial: ImageItem[]) {
  const utils = trpc.useUtils();
  const [items, setItems] = useState<ImageItem[]>(initial);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<Extract<ImageItem, { kind: 'new' }>>) => {
    setItems((list) => list.map((it) => (it.key === key && it.kind === 'new' ? { ...it, ...change } : it)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const abort = new AbortController();
      uploads.current.set(key, abort);
      try {
        const ticket = await utils.client.catalogue.products.uploadTicket.mutate({
          file_name: file.name,
          content_type: contentTypeOf(file),
          size: file.size,
        });
        if (abort.signal.aborted) return;
        await uploadRaw(ticket.method, ticket.upload_url, file, ticket.headers, (progress) => patch(key, { progress }), abort.signal);
        patch(key, { status: 'done', progress: 100, token: ticket.upload_token });
      } catch (err) {
        if (abort.signal.aborted) return;
        // The storage answer may carry its own detail (e.g. HEIC found by its bytes): shown on that image.
        patch(key, { status: 'error', error: errorDetail(err, UPLOAD_FAILED) || UPLOAD_FAILED });
      } finally {
        uploads.current.delete(key);
      }
    },
    [utils, patch],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => {
        const url = URL.createObjectURL(file);
        previews.current.add(url);
        return { key: newKey(), kind: 'new', file, url, name: file.name, status: 'uploading', progress: 0 } as const;
      });
      setItems((list) => [...list, ...added]);
      for (const it of added) void upload(it.key, it.file);
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
  const refs = useMemo(
    (): ImageRef[] =>
      items.flatMap((it): ImageRef[] => {
        if (it.kind === 'saved') return [{ media_id: it.mediaId }];
        return it.status === 'done' && it.token ? [{ upload_token: it.token }] : [];
      }),
    [items],
  );

  return { items, add, remove, move, uploading, failed, refs };
}
