import { and, eq, not, type SQL } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { ContentType } from '../../../shared/dashboard-constants';

/**
 * The dashboard's kinds of content, a partition of posts: an announcement is one whatever its media;
 * else a video post when any medium is a video; else a post (neither video nor announcement).
 */
export function contentKind(type: ContentType): SQL | undefined {
  switch (type) {
    case 'announcement':
      return eq(posts.isAnnouncement, true);
    case 'video':
      return and(eq(posts.isVideo, true), not(posts.isAnnouncement));
    case 'post':
      return and(not(posts.isVideo), not(posts.isAnnouncement));
    default:
      return undefined;
  }
}

/** A post as a comment list names it. */
export const postRefColumns = { id: posts.id, title: posts.title, is_video: posts.isVideo, is_announcement: posts.isAnnouncement };
