import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { PAGE_DATA_ELEMENT_ID } from '../../../shared/constants';
import type { PageQuery } from '../../../shared/first-page-queries';
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
 * Puts the answers read by readPageData into the cache of their tRPC queries (once). An `askAgain`
 * answer is stored as already stale, so the page shows it and sends its own request at once.
 */
export function seedPageQueries(client: QueryClient) {
  for (const answer of decoded) {
    const procedure = answer.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc);
    const key = getQueryKey(procedure as Parameters<typeof getQueryKey>[0], answer.input, 'query');
    if (answer.askAgain) {
      client.setQueryData(key, answer.value, { updatedAt: 0 });
    } else {
      client.setQueryDefaults(key, { staleTime: SEEDED_FRESH_MS });
      client.setQueryData(key, answer.value);
    }
  }
  decoded = [];
}
