/** The constraint a PostgreSQL unique violation (23505) names, looking through driver wrappers. */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return typeof o.constraint === 'string' ? o.constraint : '';
    e = o.cause;
  }
  return null;
}
