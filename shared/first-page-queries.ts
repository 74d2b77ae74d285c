import { FEED_SIZE, POSTS_PAGE_MAX } from './content-constants';
import type { Features } from './features';
import { availableMainTabs } from './main-tabs';

/** Cards per feed list on the main tabs (the web's feeds ask for this many). */
export const FEED_LIMIT = 20;

/** A tRPC query by its path (`catalogue.products.get`) and input, as the web client asks it. */
export interface PageQuery {
  path: string;
  input?: Record<string, unknown>;
  /**
   * The page still sends the query itself once it has painted, because asking has an effect of its
   * own (a product's view is counted as its visitor's): the server's answer is for the first paint.
   */
  askAgain?: true;
}

/**
 * The queries a guest's first view of an address asks at once, which the server answers into the
 * page (worker/web/page-data.ts) so the page renders with its data and its pictures start loading
 * with the HTML: a product's detail, a post (its video's poster or first picture is the largest
 * paint), the main tab's first feed when no category or search is set, and the video tab's grid, and
 * a channel's profile with its videos (their first posters are the largest paint).
 * Any other address answers none and loads its data as usual.
 */
export function firstPageQueries(pathname: string, params: URLSearchParams, features: Features): PageQuery[] {
  const product = /^\/products\/(\d{1,9})$/.exec(pathname);
  if (product) return features.shopping || features.delivery ? [{ path: 'catalogue.products.get', input: { id: Number(product[1]) }, askAgain: true }] : [];
  // A post counts a view, as a product does: the visitor's own request asks again (PostDetailPage).
  const post = /^\/content\/(\d{1,9})$/.exec(pathname);
  if (post) return features.content ? [{ path: 'content.posts.get', input: { id: Number(post[1]) }, askAgain: true }] : [];
  const channel = /^\/merchant\/(\d{1,9})$/.exec(pathname);
  if (channel) {
    // The channel by account (no ?use_mid) on its first tab, the videos (ChannelPage, ChannelVideos: the same inputs).
    if (!features.content || params.has('use_mid') || (params.get('tab') ?? 'videos') !== 'videos') return [];
    const id = Number(channel[1]);
    return [
      { path: 'content.channels.user', input: { id } },
      { path: 'content.posts.list', input: { author_id: id, is_video: true, size: POSTS_PAGE_MAX, sort: 'latest' } },
    ];
  }
  if (pathname !== '/main' || params.has('category') || params.has('search') || params.has('q')) return [];
  const tabs = availableMainTabs(features, false);
  const tab = (tabs.find((t) => t.id === params.get('tab')) ?? tabs[0])?.id;
  // The same input as VideoTab's list (the query's key is its input).
  if (tab === 'video') return [{ path: 'content.posts.list', input: { is_video: true, size: FEED_SIZE, sort: 'latest' } }];
  if (tab !== 'shopping' && tab !== 'delivery') return [];
  return [
    { path: 'catalogue.feed.categories', input: { kind: tab } },
    { path: `catalogue.feed.${tab}`, input: { limit: FEED_LIMIT } },
  ];
}
