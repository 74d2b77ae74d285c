import type { PostItem } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { getVisiblePost, toPostItems } from './internal';

/**
 * A post as GET /api/content/posts/{id} answers it, without counting a view: what the server puts
 * into a post's page for its first paint (worker/web/page-data.ts). The visitor's own request, which
 * the page still sends, counts the view as that visitor.
 */
export async function peekPost(ctx: ServiceCtx, id: number): Promise<PostItem> {
  const [item] = await toPostItems(ctx, [await getVisiblePost(ctx, id)]);
  return item;
}
