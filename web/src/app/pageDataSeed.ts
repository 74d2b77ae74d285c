import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { PAGE_DATA_ELEMENT_ID } from '../../../shared/constants';
import type { PageQuery } from '../../../shared/first-page-queries';
import { onIdle } from '../lib/idle';
import { trpc } from '../lib/trpc';

/** One answered query as the server put it in the page (worker/web/page-data.ts): superjson's form. */
interface PageQueryAnswer extends PageQuery {
  data: { json: unknown; meta?: unknown };
}

interface Decoded extends PageQuery {
  value: unknown;
}

/** How long a seeded answer counts as fresh: the page's first view does not ask for it again. */
const SEEDED_FRESH_MS = 30_000;
/** A busy page still counts its view within this. */
const ASK_AGAIN_DEADLINE_MS = 3000;

let decoded: Decoded[] = [];

/**
 * Reads the first screen's answers the server put in the page. Only for a guest: they were asked
 * as one, and a signed-in visitor's answers may differ. superjson is fetched only when an answer
 * holds something plain JSON cannot (none of today's do).
 */
export async function readPageData(signedIn: boolean, doc: Document = document): Promise<void> {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text || signedIn) return;
  try {
    const answers = JSON.parse(text) as PageQueryAnswer[];
    const superjson = answers.some((a) => a.data.meta) ? (await import('superjson')).default : null;
    decoded = answers.map(({ data, ...query }) => ({
      ...query,
      value: superjson ? superjson.deserialize(data as Parameters<typeof superjson.deserialize>[0]) : data.json,
    }));
  } catch {
    // An unreadable seed only costs the page its own requests.
    decoded = [];
  }
}

/**
 * Puts the answers read by readPageData into the cache of their tRPC queries (once), fresh for the
 * first render. An `askAgain` answer (a product, whose view the visitor's own request counts) is
 * asked again in the first idle moment after the page has painted: that request and its second
 * render do not compete with the first paint.
 */
export function seedPageQueries(client: QueryClient) {
  for (const answer of decoded) {
    const procedure = answer.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc);
    const queryKey = getQueryKey(procedure as Parameters<typeof getQueryKey>[0], answer.input, 'query');
    client.setQueryDefaults(queryKey, { staleTime: SEEDED_FRESH_MS });
    client.setQueryData(queryKey, answer.value);
    // `all`: asked even when the visitor has already left the page (the view still happened).
    if (answer.askAgain) onIdle(() => void client.refetchQueries({ queryKey, exact: true, type: 'all' }), ASK_AGAIN_DEADLINE_MS);
  }
  decoded = [];
}
