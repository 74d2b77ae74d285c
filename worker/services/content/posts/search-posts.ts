import { eq } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { PostList, PostSearchQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { containsText } from '../../catalogue/internal-text-search';
import { visiblePost } from '../rules';
import { pageOfPosts, POST_ORDER } from './internal';

/** GET /api/content/posts/search: partial words (Korean included) in title or content, through the bigram index. */
export async function searchPosts({ ctx, input }: { ctx: ServiceCtx; input: PostSearchQuery }): Promise<PostList> {
  const where = visiblePost(ctx, containsText(posts.searchText, input.q), input.author_id === undefined ? undefined : eq(posts.authorId, input.author_id));
  return pageOfPosts(ctx, where, POST_ORDER.latest, input.page, input.size, { textSearch: true });
}
