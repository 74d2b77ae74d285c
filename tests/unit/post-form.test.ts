import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { postSaveFailure, toSaveInput, UPLOAD_FAILED_FIRST, validatePost } from '../../web/src/features/content/postForm';
import { HttpError } from '../../web/src/lib/errors';
import { sortChosenPostFiles } from '../../web/src/features/content/postFiles';

const filled = { title: '오늘 딴 딸기', content: '새벽에 땄습니다.', is_announcement: false };

describe('validatePost', () => {
  it('passes a filled form with one to ten files', () => {
    expect(validatePost(filled, 1, false)).toEqual({});
    expect(validatePost(filled, 10, false)).toEqual({});
  });

  it("names each missing field in the spec's words, blanks counting as missing", () => {
    expect(validatePost({ title: '  ', content: '\n', is_announcement: false }, 0, false)).toEqual({
      media: MSG.postMediaRequired,
      title: MSG.postTitleRequired,
      content: MSG.postContentRequired,
    });
  });

  it('refuses more than 10 files, over-long text, and a form with a failed upload', () => {
    expect(validatePost(filled, 11, false).media).toBe(MSG.postTooManyFiles);
    expect(validatePost({ ...filled, title: '가'.repeat(101) }, 1, false).title).toMatch(/100자/);
    expect(validatePost({ ...filled, content: '가'.repeat(2001) }, 1, false).content).toMatch(/2000자/);
    expect(validatePost(filled, 3, true).media).toBe(UPLOAD_FAILED_FIRST);
  });
});

describe('toSaveInput', () => {
  it('sends trimmed text and the media in display order', () => {
    const media = [{ media_id: 4 }, { upload_token: 't', thumbnail_token: 'f' }];
    expect(toSaveInput({ title: ' 제목 ', content: ' 내용 ', is_announcement: true }, media)).toEqual({
      title: '제목',
      content: '내용',
      is_announcement: true,
      media,
    });
  });
});

describe('postSaveFailure', () => {
  it("puts a field's message next to it and anything else in the dialog with the server's words", () => {
    const trpcError = (httpStatus: number, detail: string, field?: string) => ({ data: { httpStatus, detail, field } });
    expect(postSaveFailure(trpcError(400, MSG.postTitleRequired, 'title'))).toEqual({ field: 'title', message: MSG.postTitleRequired });
    expect(postSaveFailure(trpcError(400, MSG.uploadExpired, 'media.2'))).toEqual({ field: 'media', message: MSG.uploadExpired });
    expect(postSaveFailure(trpcError(403, MSG.postNotAuthor))).toEqual({ message: MSG.postNotAuthor });
    expect(postSaveFailure(trpcError(500, 'boom'))).toEqual({ message: MSG.postSaveFailed });
    expect(postSaveFailure(new HttpError('네트워크 오류', 0))).toEqual({ message: '네트워크 오류' });
  });
});

describe('sortChosenPostFiles', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('keeps images and videos with their kind, by type or by name when the browser gives none', () => {
    const { accepted, message } = sortChosenPostFiles([file('a.jpg', 'image/jpeg'), file('b.webm', 'video/webm;codecs=vp9'), file('c.mov', '')], 0);
    expect(accepted.map((a) => [a.file.name, a.mediaType])).toEqual([
      ['a.jpg', 'image'],
      ['b.webm', 'video'],
      ['c.mov', 'video'],
    ]);
    expect(message).toBeNull();
  });

  it('refuses other types, HEIC and empty files, and names a file over 50 MB', () => {
    expect(sortChosenPostFiles([file('x.heic', 'image/heic')], 0).message).toBe(MSG.postFileType);
    expect(sortChosenPostFiles([file('x.pdf', 'application/pdf')], 0).message).toBe(MSG.postFileType);
    expect(sortChosenPostFiles([file('x.png', 'image/png', 0)], 0).message).toBe(MSG.postFileType);
    const big = file('big.mp4', 'video/mp4');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(sortChosenPostFiles([big], 0)).toEqual({ accepted: [], message: MSG.postFileTooLarge('big.mp4') });
  });

  it('keeps what fits under 10 files and says so about the rest', () => {
    const { accepted, message } = sortChosenPostFiles([file('1.png', 'image/png'), file('2.png', 'image/png')], 9);
    expect(accepted).toHaveLength(1);
    expect(message).toBe(MSG.postTooManyFiles);
  });
});
