import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The query string as the services' zod schemas read it: an empty value (`?q=`) counts as absent. */
export function queryOf(c: Context<AppEnv>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.query())) if (v.trim() !== '') out[k] = v;
  return out;
}
