import { boolean, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { tenants } from './tenants';

/** A post's image or video, in the author's order; one is the thumbnail (a video's may be a captured frame). */
export const postMedia = pgTable(
  'post_media',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull(),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    /** Judged from the file's bytes, not from what the client said. */
    mimeType: text('mime_type').notNull(),
    /** Server-chosen object key. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Object key of the thumbnail image of a video (a captured frame), when one was given. */
    thumbnailKey: text('thumbnail_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    isThumbnail: boolean('is_thumbnail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'post_media_post_fk', columns: [t.tenantId, t.postId], foreignColumns: [posts.tenantId, posts.id] }).onDelete('cascade'),
    index('post_media_post_order_idx').on(t.postId, t.sortOrder),
    uniqueIndex('post_media_storage_key_key').on(t.storageKey),
  ],
);

export type PostMedia = typeof postMedia.$inferSelect;
