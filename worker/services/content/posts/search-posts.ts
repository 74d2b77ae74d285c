import { eq } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { PostList, PostSearchQuery } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { PreparedFilter } from '../../../lib/prepared-filter';
import { preparedContainsText } from '../../catalogue/internal-text-search';
import { visiblePostIn } from '../rules';
import { OWN_POSTS, preparedPageOfPosts } from './internal';

/** GET /api/content/posts/search: partial words (Korean included) in title or content, through the bigram index. */
export async function searchPosts({ ctx, input }: { ctx: ServiceCtx; input: PostSearchQuery }): Promise<PostList> {
  const text = preparedContainsText(posts.searchText, input.q);
  const filter = new PreparedFilter('posts_search', () => visiblePostIn(OWN_POSTS), { own: ctx.own.tenantId })
    .with(text.long ? 'text_long' : 'text_short', text.values, text.condition)
    .when('author', input.author_id, (id) => eq(posts.authorId, id));
  return preparedPageOfPosts(ctx, filter, 'latest', input.page, input.size, { textSearch: true });
}
