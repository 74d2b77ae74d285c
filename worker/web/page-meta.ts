import { isAppError } from '../../shared/errors';
import type { ServiceCtx } from '../env';
import { mediaUrl } from '../services/catalogue/internal-cards';
import { getVisibleProduct } from '../services/catalogue/products/internal';
import { getVisiblePost, listPostMedia } from '../services/content/posts/internal';

/** The spec's metadata description length (platform.md §9). */
export const DESCRIPTION_MAX = 160;

/** What a shared link's preview shows (open graph, twitter card, canonical URL, article times). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs: a messenger fetches them from elsewhere. */
  url: string;
  image: string | null;
  type: 'article' | 'product';
  author: string | null;
  published: string | null;
  modified: string | null;
}

/** Text as a description: spaces collapsed, cut at 160 characters. */
export function asDescription(text: string): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > DESCRIPTION_MAX ? `${plain.slice(0, DESCRIPTION_MAX - 1)}…` : plain;
}

/**
 * The preview of a post (/content/{id}) or a product (/products/{id}) that a guest may open, as the
 * server sends the page; null for any other path, a hidden or missing item, or a feature the site has off.
 */
export async function pageMetaFor(ctx: ServiceCtx, pathname: string): Promise<PageMeta | null> {
  const absolute = (path: string) => new URL(path, ctx.request.origin).toString();
  try {
    const post = /^\/content\/(\d{1,9})$/.exec(pathname);
    if (post && ctx.features.content) {
      const { post: p, authorName, businessName } = await getVisiblePost(ctx, Number(post[1]));
      const media = await listPostMedia(ctx, [p.id]);
      const cover = media.find((m) => m.isThumbnail) ?? media[0];
      const coverKey = cover ? (cover.thumbnailKey ?? (cover.mediaType === 'image' ? cover.storageKey : null)) : null;
      return {
        title: p.title,
        description: asDescription(p.content),
        url: absolute(pathname),
        image: coverKey ? absolute(mediaUrl(coverKey)) : null,
        type: 'article',
        author: businessName ?? authorName,
        published: p.createdAt.toISOString(),
        modified: p.updatedAt.toISOString(),
      };
    }
    const product = /^\/products\/(\d{1,9})$/.exec(pathname);
    if (product && (ctx.features.shopping || ctx.features.delivery)) {
      const { product: p } = await getVisibleProduct(ctx, Number(product[1]));
      if (p.deletedAt) return null;
      return {
        title: p.title,
        description: asDescription(p.description || p.title),
        url: absolute(pathname),
        image: p.thumbnailKey ? absolute(mediaUrl(p.thumbnailKey)) : null,
        type: 'product',
        author: null,
        published: p.createdAt.toISOString(),
        modified: p.updatedAt.toISOString(),
      };
    }
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return null;
    throw err;
  }
  return null;
}
