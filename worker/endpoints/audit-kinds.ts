import { flattenEndpoints, type EndpointTree } from './define';

let kinds: string[] | undefined;

/**
 * Every kind the audit log can hold: the names of the endpoints that write (a mutation, or a REST
 * binding other than GET) for a signed-in caller. Read from the declarations, not the log, so the
 * filter's choices cost nothing however long the log grows. The tree is imported on first use:
 * the admin endpoints are part of it.
 */
export async function auditKinds(): Promise<string[]> {
  if (kinds) return kinds;
  const { endpointTree } = (await import('./index')) as { endpointTree: EndpointTree };
  kinds = flattenEndpoints(endpointTree)
    .filter(({ endpoint }) => endpoint.access !== 'public' && (endpoint.trpc === 'mutation' || endpoint.rest.some((r) => r.method !== 'GET')))
    .map(({ name }) => name)
    // By code point: a collation would order `admin.tenants.x` by its letters alone.
    .sort();
  return kinds;
}
