import { postMedia, posts } from '../../../../db/schema';
import type { PostCreateInput, PostItem } from '../../../../shared/schemas/content';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { checkMediaCount, removeStored, storePostFiles } from './internal-media';
import { getVisiblePost, toPostItems } from './internal';

/**
 * POST /api/content/posts: a merchant's post with 1 to 10 images or videos (judged by their bytes,
 * 50 MB each) in the order given, the first its thumbnail. The files are stored first and removed
 * again when the rows cannot be written.
 */
export async function createPost({ ctx, input }: { ctx: MerchantCtx; input: PostCreateInput }): Promise<PostItem> {
  checkMediaCount(input.files.length);
  const stored = await storePostFiles(ctx, input.files, input.custom_thumbnails);
  try {
    const id = await withTransaction(ctx, async (tx) => {
      const now = tx.deps.clock.now();
      const [post] = await tx.db
        .insert(posts)
        .values(
          tx.own.row({
            authorId: tx.user.id,
            title: input.title,
            content: input.content,
            isAnnouncement: input.is_announcement,
            isVideo: stored.some((m) => m.mediaType === 'video'),
            createdAt: now,
            updatedAt: now,
          }),
        )
        .returning({ id: posts.id });
      await tx.db.insert(postMedia).values(stored.map((m, i) => tx.own.row({ ...m, postId: post.id, sortOrder: i, isThumbnail: i === 0, createdAt: now })));
      return post.id;
    });
    const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, id)]);
    return item;
  } catch (err) {
    await removeStored(ctx, stored);
    throw err;
  }
}
