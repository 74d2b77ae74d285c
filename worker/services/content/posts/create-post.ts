import type { PostCreateInput, PostItem } from '../../../../shared/schemas/content';
import type { MerchantCtx } from '../../../env';
import { withTransaction } from '../../../scope/transaction';
import { checkMediaCount, removeStored, storePostFiles } from './internal-media';
import { getVisiblePost, toPostItems } from './internal';
import { insertPost } from './internal-write';

/**
 * POST /api/content/posts: a merchant's post with 1 to 10 images or videos (judged by their bytes,
 * 50 MB each) in the order given, the first its thumbnail. The files are stored first and removed
 * again when the rows cannot be written.
 */
export async function createPost({ ctx, input }: { ctx: MerchantCtx; input: PostCreateInput }): Promise<PostItem> {
  checkMediaCount(input.files.length);
  const stored = await storePostFiles(ctx, input.files, input.custom_thumbnails);
  try {
    const id = await withTransaction(ctx, (tx) => insertPost(tx, input, stored));
    const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, id)]);
    return item;
  } catch (err) {
    await removeStored(ctx, stored);
    throw err;
  }
}
