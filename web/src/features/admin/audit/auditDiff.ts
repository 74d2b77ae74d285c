/** One key of a before/after pair: its two values and whether the write changed it. */
export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  /** Absent on one side (added or removed) counts as changed. */
  changed: boolean;
  /** Present before / after (an absent key is not the same as a key holding null). */
  inBefore: boolean;
  inAfter: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stable text of a value: object keys sorted, so the same content compares equal whatever its key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  ) ?? 'undefined';
}

/**
 * The before/after of an audit entry key by key, when both sides are objects (or one is absent: a
 * create has no before, a delete no after); null when they are not (a list, a bare value), which the
 * view then shows whole. Changed keys first, then the rest, each group in key order.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] | null {
  const b = before ?? {};
  const a = after ?? {};
  if (!isRecord(b) || !isRecord(a)) return null;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  const rows = keys.map((key) => {
    const inBefore = key in b;
    const inAfter = key in a;
    const changed = inBefore !== inAfter || canonical(b[key]) !== canonical(a[key]);
    return { key, before: b[key], after: a[key], changed, inBefore, inAfter };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** A value as the view prints it: JSON, indented; strings as themselves. */
export function pretty(value: unknown): string {
  if (value === undefined) return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}
