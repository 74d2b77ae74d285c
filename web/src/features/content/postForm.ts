import { POST_CONTENT_MAX, POST_FILES_MAX, POST_TITLE_MAX } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import type { PostItem, PostMediaRef } from '../../../../shared/schemas/content';
import { errorDetail, errorStatus } from '../../lib/errors';

export interface PostFormValues {
  title: string;
  content: string;
  is_announcement: boolean;
}

/** The fields in screen order: the first with an error takes the focus. */
export const POST_FIELDS = ['media', 'title', 'content'] as const;
export type PostField = (typeof POST_FIELDS)[number];
export type PostFieldErrors = Partial<Record<PostField, string>>;

export const emptyPostForm = (): PostFormValues => ({ title: '', content: '', is_announcement: false });

export const formFromPost = (p: PostItem): PostFormValues => ({ title: p.title, content: p.content, is_announcement: p.is_announcement });

/** What the author must still do before the files are on their way (platform.md §5, Post form). */
export const UPLOAD_FAILED_FIRST = '업로드에 실패한 파일을 삭제한 뒤 다시 저장해주세요.';

/**
 * The spec's checks, in its words: title and content required (trimmed) and within 100 and 2000
 * characters, 1 to 10 files, none of them failed.
 */
export function validatePost(v: PostFormValues, mediaCount: number, uploadFailed: boolean): PostFieldErrors {
  const errors: PostFieldErrors = {};
  const title = v.title.trim();
  const content = v.content.trim();
  if (uploadFailed) errors.media = UPLOAD_FAILED_FIRST;
  else if (mediaCount < 1) errors.media = MSG.postMediaRequired;
  else if (mediaCount > POST_FILES_MAX) errors.media = MSG.postTooManyFiles;
  if (!title) errors.title = MSG.postTitleRequired;
  else if (title.length > POST_TITLE_MAX) errors.title = `제목은 ${POST_TITLE_MAX}자 이하로 입력해주세요.`;
  if (!content) errors.content = MSG.postContentRequired;
  else if (content.length > POST_CONTENT_MAX) errors.content = `내용은 ${POST_CONTENT_MAX}자 이하로 입력해주세요.`;
  return errors;
}

export const toSaveInput = (v: PostFormValues, media: PostMediaRef[]) => ({
  title: v.title.trim(),
  content: v.content.trim(),
  is_announcement: v.is_announcement,
  media,
});

interface TrpcFieldError {
  data?: { field?: string | null } | null;
}

/**
 * Where a refused save's message goes: next to the field the server named (title, content, a media item),
 * else into the failure dialog, which shows the server's message (platform.md §8).
 */
export function postSaveFailure(err: unknown): { field?: PostField; message: string } {
  const status = errorStatus(err);
  if (status === undefined || status >= 500) return { message: MSG.postSaveFailed };
  const message = errorDetail(err) || MSG.postSaveFailed;
  const named = (err as TrpcFieldError)?.data?.field?.split('.')[0];
  const field = named === 'title' || named === 'content' ? named : named === 'media' ? 'media' : undefined;
  return field ? { field, message } : { message };
}
