import { z } from 'zod';
import { COMMENT_CONTENT_MAX, POSTS_PAGE_MAX } from '../../content-constants';
import { MSG } from '../../messages';
import { id, integerIn } from '../catalogue/common';

export const commentsQuerySchema = z.object({
  id,
  page: integerIn(1, Number.MAX_SAFE_INTEGER).default(1),
  size: integerIn(1, POSTS_PAGE_MAX).default(20),
});

/** A comment or a reply (parent_id): blank or whitespace-only content is refused. */
export const commentCreateSchema = z.object({
  id,
  content: z.string({ error: MSG.commentContentRequired }).trim().min(1, MSG.commentContentRequired).max(COMMENT_CONTENT_MAX),
  parent_id: id.nullish(),
});

export const commentIdSchema = z.object({ id });

export type CommentsQuery = z.output<typeof commentsQuerySchema>;
export type CommentCreateInput = z.output<typeof commentCreateSchema>;

export interface CommentItem {
  id: number;
  post_id: number;
  content: string;
  parent_id: number | null;
  depth: number;
  author: { id: number; username: string };
  created_at: string;
  /** Nested replies, oldest first. */
  replies: CommentItem[];
}

export interface CommentList {
  /** Top-level comments of the page, newest first, each with its replies. */
  comments: CommentItem[];
  total: number;
  page: number;
  size: number;
  has_more: boolean;
}
