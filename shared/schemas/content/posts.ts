import { z } from 'zod';
import { POST_CONTENT_MAX, POST_FILE_MAX_BYTES, POST_FILES_MAX, POST_SORTS, POST_TITLE_MAX, POSTS_PAGE_MAX } from '../../content-constants';
import { MSG } from '../../messages';
import { id, integerIn, searchTextSchema } from '../catalogue/common';
import { flag, integer } from '../input';
import { uploadedFile } from '../upload';

export const postIdSchema = z.object({ id });

const postPage = {
  page: integerIn(1, Number.MAX_SAFE_INTEGER).default(1),
  size: integerIn(1, POSTS_PAGE_MAX).default(20),
  author_id: id.optional(),
};

/** GET /api/content/posts and /api/main/posts: newest first, or popular (the hot score). */
export const postListQuerySchema = z.object({
  ...postPage,
  is_announcement: flag.optional(),
  /** Only video posts (true) or only the others (false): the video and post tabs. */
  is_video: flag.optional(),
  sort: z.enum(POST_SORTS).default('latest'),
});

export const postSearchQuerySchema = z.object({ ...postPage, q: searchTextSchema });

/** A JSON list as form fields write it: a JSON text, or the list itself (JSON bodies, tRPC). */
const jsonList = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), z.string()])
    .optional()
    .transform((v, ctx): z.output<T>[] => {
      if (v === undefined || v === '') return [];
      if (Array.isArray(v)) return v;
      try {
        const parsed = item.array().safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: reported below
      }
      ctx.issues.push({ code: 'custom', message: '목록 형식이 올바르지 않습니다.', input: v });
      return z.NEVER;
    });

/** A thumbnail for a new video: the file it belongs to (by name) and the captured frame (a data URL). */
const customThumbnail = z.object({ file_name: z.string().max(255), thumbnail: z.string() });
/** A new thumbnail for a media item the post keeps. */
const existingThumbnail = z.object({ media_id: id, thumbnail: z.string() });

const files = z
  .union([uploadedFile, z.array(uploadedFile)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((f) => f !== undefined));

/** The text of every post form, multipart or direct-upload. */
const postText = {
  title: z.string({ error: MSG.postTitleRequired }).trim().min(1, MSG.postTitleRequired).max(POST_TITLE_MAX),
  content: z.string({ error: MSG.postContentRequired }).trim().min(1, MSG.postContentRequired).max(POST_CONTENT_MAX),
  is_announcement: flag.default(false),
};

const postFields = {
  ...postText,
  files,
  custom_thumbnails: jsonList(customThumbnail),
};

/** POST /api/content/posts: a form (title, content, is_announcement, custom_thumbnails as JSON, files). */
export const postCreateSchema = z.object(postFields);

/** PUT /api/content/posts/{id}: the same form, plus the media it keeps or drops and their new thumbnails. */
export const postUpdateSchema = z.object({
  id,
  ...postFields,
  existing_media_thumbnails: jsonList(existingThumbnail),
  remove_media_ids: jsonList(id),
});

/**
 * content.posts.uploadTicket: one image or video the browser uploads by itself (50 MB at most; the
 * message names the file). The type is judged again from the bytes at the upload and at the save.
 */
export const postUploadRequestSchema = z
  .object({
    file_name: z.string().trim().min(1).max(200),
    content_type: z.string().trim().max(100),
    size: integer.pipe(z.number().min(1)),
  })
  .superRefine((v, ctx) => {
    if (v.size > POST_FILE_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['size'], message: MSG.postFileTooLarge(v.file_name) });
  });

const uploadToken = z.string().max(4000);

/** One media item of a post in display order (the first is the post's thumbnail). */
export const postMediaRefSchema = z.union([
  /** A media item the post keeps; a new captured frame for it when it is a video. */
  z.object({ media_id: id, thumbnail_token: uploadToken.optional() }),
  /** A new upload (a post upload token); a captured frame (an image's upload token) when it is a video. */
  z.object({ upload_token: uploadToken, thumbnail_token: uploadToken.optional() }),
]);

/** content.posts.createWithUploads: the post's text and its media, uploaded beforehand with tickets. */
export const postSaveSchema = z.object({
  ...postText,
  media: z.array(postMediaRefSchema).min(1, MSG.postMediaRequired).max(POST_FILES_MAX, MSG.postTooManyFiles),
});

/** content.posts.updateWithUploads: the whole new media list; kept items not listed are removed. */
export const postEditSchema = postSaveSchema.extend({ id });

/** DELETE /api/content/posts with a body: the author's posts to delete. */
export const postBulkDeleteSchema = z.object({ post_ids: z.array(id).min(1).max(POSTS_PAGE_MAX) });

export type PostListQuery = z.output<typeof postListQuerySchema>;
export type PostSearchQuery = z.output<typeof postSearchQuerySchema>;
export type PostCreateInput = z.output<typeof postCreateSchema>;
export type PostUpdateInput = z.output<typeof postUpdateSchema>;
export type PostUploadRequest = z.output<typeof postUploadRequestSchema>;
export type PostMediaRef = z.output<typeof postMediaRefSchema>;
export type PostSaveInput = z.output<typeof postSaveSchema>;
export type PostSaveFormInput = z.input<typeof postSaveSchema>;
export type PostEditInput = z.output<typeof postEditSchema>;
export type PostEditFormInput = z.input<typeof postEditSchema>;

export interface PostMediaItem {
  id: number;
  media_type: 'image' | 'video';
  mime_type: string;
  file_path: string;
  file_name: string;
  thumbnail_url: string | null;
  is_thumbnail: boolean;
}

export interface PostAuthor {
  id: number;
  username: string;
  /** The author's shop, when the author is a merchant (its name on cards; the author link is /merchant/{author.id}). */
  merchant_id: number | null;
  business_name: string | null;
  profile_image: string | null;
}

export interface PostItem {
  id: number;
  title: string;
  content: string;
  is_announcement: boolean;
  is_video: boolean;
  author: PostAuthor;
  media: PostMediaItem[];
  views_count: number;
  comments_count: number;
  likes_count: number;
  shares_count: number;
  created_at: string;
  updated_at: string;
  /** Whether the signed-in reader likes it (false for a guest). */
  is_liked: boolean;
}

export interface PostList {
  posts: PostItem[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}

export interface LikeState {
  is_liked: boolean;
  likes_count: number;
}

