import { POST_FILE_MAX_BYTES, POST_FILES_MAX } from '../../shared/content-constants';
import {
  creatorsQuerySchema,
  userIdSchema,
  userSearchQuerySchema,
  commentCreateSchema,
  commentIdSchema,
  commentsQuerySchema,
  postBulkDeleteSchema,
  postCreateSchema,
  postEditSchema,
  postIdSchema,
  postListQuerySchema,
  postSaveSchema,
  postSearchQuerySchema,
  postUpdateSchema,
  postUploadRequestSchema,
} from '../../shared/schemas/content';
import { MSG } from '../../shared/messages';
import { getMerchantUser } from '../services/content/channels/get-merchant-user';
import { getUser } from '../services/content/channels/get-user';
import { listCreators } from '../services/content/channels/list-creators';
import { searchUsers } from '../services/content/channels/search-users';
import { siteStats } from '../services/content/channels/site-stats';
import { createComment } from '../services/content/comments/create-comment';
import { deleteComment } from '../services/content/comments/delete-comment';
import { listComments } from '../services/content/comments/list-comments';
import { likePost } from '../services/content/likes/like-post';
import { toggleLike } from '../services/content/likes/toggle-like';
import { unlikePost } from '../services/content/likes/unlike-post';
import { bulkDeletePosts } from '../services/content/posts/bulk-delete-posts';
import { createPost } from '../services/content/posts/create-post';
import { createPostWithUploads } from '../services/content/posts/create-post-with-uploads';
import { deletePost } from '../services/content/posts/delete-post';
import { getPost } from '../services/content/posts/get-post';
import { listPosts } from '../services/content/posts/list-posts';
import { searchPosts } from '../services/content/posts/search-posts';
import { updatePost } from '../services/content/posts/update-post';
import { updatePostWithUploads } from '../services/content/posts/update-post-with-uploads';
import { postUploadTicket } from '../services/content/posts/upload-ticket';
import { endpoint } from './define';
import { postSubject } from './audit-subjects';

/** A post form: its files (10 of 50 MB) and a little room for the text fields and thumbnails. */
const MAX_POST_FORM = POST_FILES_MAX * POST_FILE_MAX_BYTES + 8 * 1024 * 1024;

/**
 * Community posts (platform.md §4, §7): the site's own posts, read by everyone, written by merchants,
 * edited and deleted by their author. Literal paths come before /api/content/posts/{id}.
 */
export const postEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/content/posts' },
    trpc: 'query',
    access: 'public',
    feature: 'content',
    input: postListQuerySchema,
    action: listPosts,
  }),
  create: endpoint({
    rest: { method: 'POST', path: '/api/content/posts', status: 201, maxBodyBytes: MAX_POST_FORM },
    trpc: false,
    access: 'merchant',
    feature: 'content',
    input: postCreateSchema,
    action: createPost,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  bulkDelete: endpoint({
    rest: { method: 'DELETE', path: '/api/content/posts', input: ({ json }) => json() },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'content',
    input: postBulkDeleteSchema,
    action: bulkDeletePosts,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  search: endpoint({
    rest: { method: 'GET', path: '/api/content/posts/search' },
    trpc: 'query',
    access: 'public',
    feature: 'content',
    input: postSearchQuerySchema,
    action: searchPosts,
  }),
  get: endpoint({
    rest: { method: 'GET', path: '/api/content/posts/{id}' },
    trpc: 'query',
    access: 'public',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: getPost,
  }),
  update: endpoint({
    rest: { method: 'PUT', path: '/api/content/posts/{id}', maxBodyBytes: MAX_POST_FORM },
    trpc: false,
    access: 'merchant',
    feature: 'content',
    input: postUpdateSchema,
    notFound: MSG.postNotFound,
    action: updatePost,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
    audit: { target: (input) => `post:${input.id}`, subject: ({ ctx, input }) => postSubject(ctx, input.id) },
  }),
  delete: endpoint({
    rest: { method: 'DELETE', path: '/api/content/posts/{id}' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: deletePost,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
    audit: { target: (input) => `post:${input.id}`, subject: ({ ctx, input }) => postSubject(ctx, input.id) },
  }),
  like: endpoint({
    rest: { method: 'POST', path: '/api/content/posts/{id}/like' },
    trpc: 'mutation',
    access: 'login',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: likePost,
  }),
  unlike: endpoint({
    rest: { method: 'DELETE', path: '/api/content/posts/{id}/like' },
    trpc: 'mutation',
    access: 'login',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: unlikePost,
  }),
  /**
   * Direct uploads (tRPC only): a signed ticket per file, the browser PUTs the bytes to storage
   * with a progress bar, then the post is saved with the tokens (twins of create and update).
   */
  uploadTicket: endpoint({
    trpc: 'mutation',
    access: 'merchant',
    feature: 'content',
    input: postUploadRequestSchema,
    action: postUploadTicket,
  }),
  createWithUploads: endpoint({
    trpc: 'mutation',
    access: 'merchant',
    feature: 'content',
    input: postSaveSchema,
    action: createPostWithUploads,
  }),
  updateWithUploads: endpoint({
    trpc: 'mutation',
    access: 'merchant',
    feature: 'content',
    input: postEditSchema,
    notFound: MSG.postNotFound,
    action: updatePostWithUploads,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
    audit: { target: (input) => `post:${input.id}`, subject: ({ ctx, input }) => postSubject(ctx, input.id) },
  }),
};

/** Comments of a post and replies to them: read by everyone, written by any signed-in user, deleted by their author. */
export const commentEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/content/posts/{id}/comments' },
    trpc: 'query',
    access: 'public',
    feature: 'content',
    input: commentsQuerySchema,
    notFound: MSG.postNotFound,
    action: listComments,
  }),
  create: endpoint({
    rest: { method: 'POST', path: '/api/content/posts/{id}/comments', status: 201 },
    trpc: 'mutation',
    access: 'login',
    feature: 'content',
    input: commentCreateSchema,
    notFound: MSG.postNotFound,
    action: createComment,
  }),
  delete: endpoint({
    rest: { method: 'DELETE', path: '/api/content/comments/{id}' },
    trpc: 'mutation',
    access: 'login',
    feature: 'content',
    input: commentIdSchema,
    notFound: MSG.commentNotFound,
    action: deleteComment,
  }),
};

/**
 * The main feed's spellings of the same (platform.md §7): /api/main/posts lists, a post opens, a like
 * toggles, and a comment is written with its content and parent in the query string.
 */
export const postFeedEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/main/posts' },
    trpc: false,
    access: 'public',
    feature: 'content',
    input: postListQuerySchema,
    action: listPosts,
  }),
  get: endpoint({
    rest: { method: 'GET', path: '/api/main/posts/{id}' },
    trpc: false,
    access: 'public',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: getPost,
  }),
  toggleLike: endpoint({
    rest: { method: 'POST', path: '/api/main/posts/{id}/like' },
    trpc: 'mutation',
    access: 'login',
    feature: 'content',
    input: postIdSchema,
    notFound: MSG.postNotFound,
    action: toggleLike,
  }),
  comments: endpoint({
    rest: { method: 'GET', path: '/api/main/posts/{id}/comments' },
    trpc: false,
    access: 'public',
    feature: 'content',
    input: commentsQuerySchema,
    notFound: MSG.postNotFound,
    action: listComments,
  }),
  comment: endpoint({
    rest: { method: 'POST', path: '/api/main/posts/{id}/comments', status: 201, input: ({ params, query }) => ({ ...query, ...params }) },
    trpc: false,
    access: 'login',
    feature: 'content',
    input: commentCreateSchema,
    notFound: MSG.postNotFound,
    action: createComment,
  }),
};

/**
 * Channels and people: a public profile by account or by shop (the channel header), a search for
 * signed-in users, the main feed's creators, and the site's figures. Literal paths come first.
 */
export const channelEndpoints = {
  searchUsers: endpoint({
    rest: { method: 'GET', path: '/api/users/search' },
    trpc: 'query',
    access: 'login',
    input: userSearchQuerySchema,
    action: searchUsers,
  }),
  merchantUser: endpoint({
    rest: { method: 'GET', path: '/api/users/merchants/{id}' },
    trpc: 'query',
    access: 'public',
    input: userIdSchema,
    notFound: MSG.channelNotFound,
    action: getMerchantUser,
  }),
  user: endpoint({
    rest: { method: 'GET', path: '/api/users/{id}' },
    trpc: 'query',
    access: 'public',
    input: userIdSchema,
    notFound: MSG.channelNotFound,
    action: getUser,
  }),
  creators: endpoint({
    rest: { method: 'GET', path: '/api/main/creators' },
    trpc: 'query',
    access: 'public',
    feature: 'content',
    input: creatorsQuerySchema,
    action: listCreators,
  }),
  stats: endpoint({
    rest: { method: 'GET', path: '/api/main/stats' },
    trpc: 'query',
    access: 'public',
    action: siteStats,
  }),
};
