import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { sortChosenFiles } from '../../web/src/features/catalogue/media/imageFiles';
import { pictureRefusal, sortChosenMedia } from '../../web/src/ui/media/chosenFiles';
import { MediaStack } from '../../web/src/ui/media/MediaStack';
import { mediaRefs, ticketInput, type MediaItem } from '../../web/src/ui/media/useMediaUploads';

/* The media part (web/src/ui/media): the product, post and review forms choose and save alike; cards show media small alike. */

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const rules = { types: ['image/png'], maxBytes: 100, tooLarge: '너무 큽니다' };

describe('pictureRefusal', () => {
  it('refuses HEIC by name or type before its type, then other types and empty files, then the size', () => {
    expect(pictureRefusal(file('a.heic', ''), rules)).toBe(MSG.imageHeicUnsupported);
    expect(pictureRefusal(file('a.png', 'image/heif'), rules)).toBe(MSG.imageHeicUnsupported);
    expect(pictureRefusal(file('a.jpg', 'image/jpeg'), rules)).toBe(MSG.imageTypeOnly);
    expect(pictureRefusal(file('a.png', 'image/png', 0), rules)).toBe(MSG.imageTypeOnly);
    expect(pictureRefusal(file('a.png', 'image/png', 101), rules)).toBe('너무 큽니다');
    expect(pictureRefusal(file('a.png', '', 100), rules)).toBeNull();
  });
});

describe('sortChosenMedia', () => {
  const limit = { max: 3, tooMany: '최대 3개', refusal: (f: File) => pictureRefusal(f, rules) };
  it('keeps what fits and says the first reason for the rest', () => {
    const ok = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    expect(sortChosenMedia([file('x.txt', 'text/plain'), ...ok], 0, limit)).toEqual({ accepted: ok, message: MSG.imageTypeOnly });
    expect(sortChosenMedia(ok, 2, limit)).toEqual({ accepted: [ok[0]], message: '최대 3개' });
    expect(sortChosenMedia(ok, 0, limit)).toEqual({ accepted: ok, message: null });
  });
  it('gives the product form its 10 images of 20 MB', () => {
    expect(sortChosenFiles([file('a.png', 'image/png', 20 * 1024 * 1024 + 1)], 0).message).toBe(MSG.imageTooLarge);
    expect(sortChosenFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], 9)).toMatchObject({ message: MSG.productImagesMax });
  });
});

describe('mediaRefs and ticketInput', () => {
  const items: MediaItem[] = [
    { key: 'a', kind: 'saved', mediaId: 7, mediaType: 'image', url: '/a', poster: null, name: 'a' },
    { key: 'b', kind: 'new', mediaType: 'video', file: file('b.mp4', 'video/mp4'), url: 'blob:b', poster: null, name: 'b', status: 'done', progress: 100, token: 't-b' },
    { key: 'c', kind: 'new', mediaType: 'image', file: file('c.png', 'image/png'), url: 'blob:c', poster: null, name: 'c', status: 'uploading', progress: 10 },
    { key: 'd', kind: 'new', mediaType: 'image', file: file('d.png', 'image/png'), url: 'blob:d', poster: null, name: 'd', status: 'error', progress: 0 },
  ];
  it('names saved items by id and finished uploads by token, in order, leaving the rest out', () => {
    expect(mediaRefs(items)).toEqual([{ media_id: 7 }, { upload_token: 't-b' }]);
    expect(mediaRefs(items, (it) => (it.key === 'b' ? { thumbnail_token: 'f' } : {}))).toEqual([{ media_id: 7 }, { upload_token: 't-b', thumbnail_token: 'f' }]);
  });
  it('asks a ticket for the name, the type (read from the name when blank) and the size', () => {
    expect(ticketInput(file('clip.MOV', '', 42))).toEqual({ file_name: 'clip.MOV', content_type: 'video/quicktime', size: 42 });
  });
});

describe('MediaStack', () => {
  const html = (el: ReactElement) => renderToString(createElement(ChakraProvider, { value: defaultSystem, children: el }));
  it('lists a review’s photos, each a link to its full size in a new window', () => {
    const out = html(
      createElement(MediaStack, {
        layout: 'row',
        label: '리뷰 사진',
        media: [{ key: 1, type: 'image', thumb: '/m/1.jpg', full: '/m/1.jpg', alt: '리뷰 사진 1' }],
        openLabel: (i: number) => `리뷰 사진 ${i + 1} 크게 보기 (새 창)`,
      }),
    );
    expect(out).toMatch(/<ul[^>]*aria-label="리뷰 사진"/);
    expect(out).toMatch(/<a[^>]*href="\/m\/1.jpg"[^>]*target="_blank"|<a[^>]*target="_blank"[^>]*href="\/m\/1.jpg"/);
    expect(out).toContain('aria-label="리뷰 사진 1 크게 보기 (새 창)"');
    expect(out).toContain('alt="리뷰 사진 1"');
  });
  it('shows a post’s media as decoration, a video marked, no links', () => {
    const out = html(
      createElement(MediaStack, {
        layout: 'pair',
        media: [
          { key: 1, type: 'image', thumb: '/m/a.jpg', alt: '' },
          { key: 2, type: 'video', thumb: null, alt: '' },
        ],
      }),
    );
    expect(out).not.toContain('<ul');
    expect(out).not.toContain('<a ');
    expect(out).toContain('▶ 영상');
    expect(out.match(/<img/g)).toHaveLength(1);
  });
});
