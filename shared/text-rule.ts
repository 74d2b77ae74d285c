/**
 * One rule for every text a client sends (bodies, query strings, path parameters, file names):
 * no NUL character, which PostgreSQL cannot store, and no lone UTF-16 surrogate, which is not a
 * character at all. Transports apply it to the raw input before any schema sees it.
 */
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenText = (s: string): boolean => FORBIDDEN.test(s);

/** The path of the first string in `value` that breaks the rule (`''` for the value itself), or null. */
export function findForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (typeof File !== 'undefined' && value instanceof File) return hasForbiddenText(value.name) ? path : null;
  if (value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasForbiddenText(key)) return at;
    const found = findForbiddenText(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
