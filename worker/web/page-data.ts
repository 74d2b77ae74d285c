import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { firstPageQueries, type PageQuery } from '../../shared/first-page-queries';
import type { ProductCard, ProductDetail } from '../../shared/schemas/catalogue';
import type { MainDeliveryResponse, MainShoppingResponse } from '../../shared/schemas/catalogue/discovery';
import type { PostItem, PostList } from '../../shared/schemas/content';
import { isAppError } from '../../shared/errors';
import type { ServiceCtx } from '../env';
import { peekProduct } from '../services/catalogue/products/peek-product';
import { peekPost } from '../services/content/posts/peek-post';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/root';

/** A query's answer as the page carries it: superjson's form, as the tRPC client would receive it. */
export interface AnsweredQuery extends PageQuery {
  data: ReturnType<typeof superjson.serialize>;
}

export interface PageData {
  queries: AnsweredQuery[];
  /** Pictures the first screen shows at once, for `<link rel="preload">` in the head. */
  images: string[];
}

const createCaller = createCallerFactory(appRouter);

/**
 * Queries answered without their procedure's side effect; every other one through its procedure.
 * products.get and posts.get count a view, which belongs to the visitor's own request
 * (PageQuery.askAgain), not to the page: a link preview's fetch would count one too.
 */
const SIDE_EFFECT_FREE: Record<string, (ctx: ServiceCtx, input: Record<string, unknown>) => Promise<unknown>> = {
  'catalogue.products.get': (ctx, input) => peekProduct(ctx, Number(input.id)),
  'content.posts.get': (ctx, input) => peekPost(ctx, Number(input.id)),
};
/** How many feed pictures to preload: the first row on a phone. */
const FEED_IMAGES = 2;

const cardImage = (c: ProductCard) => c.thumbnail_url ?? c.image_url;
/** A post tile's picture, as the web's posterOf (features/content/PostCard.tsx) picks it. */
const posterOf = (p: PostItem) => p.media.find((m) => m.media_type === 'video')?.thumbnail_url ?? p.media[0]?.thumbnail_url ?? null;

/** The pictures of an answer that the page shows first (the product's first image, a feed's first cards). */
function leadImages(path: string, data: unknown, input?: Record<string, unknown>): (string | null)[] {
  if (path === 'catalogue.products.get') {
    const p = data as ProductDetail;
    return [p.media[0]?.file_path ?? cardImage(p)];
  }
  if (path === 'content.posts.get') {
    // PostDetailPage's media grid: a video shows its poster, a picture itself.
    const first = (data as PostItem).media[0];
    return [first ? (first.media_type === 'video' ? first.thumbnail_url : first.file_path) : null];
  }
  if (path === 'catalogue.feed.shopping') {
    const d = data as MainShoppingResponse;
    return 'categories' in d ? d.categories.all.slice(0, FEED_IMAGES).map(cardImage) : [];
  }
  if (path === 'catalogue.feed.delivery') return (data as MainDeliveryResponse).products.slice(0, FEED_IMAGES).map(cardImage);
  // A channel's videos are one column (its first poster); the video tab's grid has two.
  if (path === 'content.posts.list') return (data as PostList).posts.slice(0, input?.author_id ? 1 : FEED_IMAGES).map(posterOf);
  return [];
}

type Caller = ReturnType<typeof createCaller>;

function answerOf(ctx: ServiceCtx, caller: Caller, query: PageQuery): Promise<unknown> {
  const sideEffectFree = SIDE_EFFECT_FREE[query.path];
  if (sideEffectFree) return sideEffectFree(ctx, query.input ?? {});
  const procedure = query.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)(query.input);
}

/**
 * The first page's data for a guest (shared/first-page-queries.ts), asked through the same tRPC
 * procedures the web client calls, as a guest of the page's site: the answer is what anyone may
 * read. A query that fails is left out (the page then asks it itself and shows the failure).
 */
export async function pageDataFor(ctx: ServiceCtx, url: URL): Promise<PageData> {
  const wanted = firstPageQueries(url.pathname, url.searchParams, ctx.features);
  if (wanted.length === 0) return { queries: [], images: [] };
  const caller = createCaller({ svc: ctx, resHeaders: new Headers() });
  const queries: AnsweredQuery[] = [];
  const images: string[] = [];
  for (const query of wanted) {
    try {
      const answer = await answerOf(ctx, caller, query);
      queries.push({ ...query, data: superjson.serialize(answer) });
      for (const image of leadImages(query.path, answer, query.input)) if (image) images.push(image);
    } catch (err) {
      // Not found, feature off…: the page asks again itself and shows the answer. Only a fault is logged.
      const expected = err instanceof TRPCError ? err.code !== 'INTERNAL_SERVER_ERROR' : isAppError(err) && err.status < 500;
      if (!expected) ctx.deps.log.error(`the page could not ask ${query.path}`, err);
    }
  }
  return { queries, images };
}
