// The caches are module singletons: a few, made once per process.
const everyCache = new Set<{ clear(): void }>();

/**
 * Empties every TtlCache of this process: for a process that goes on to another database under the
 * same code (test files sharing a worker), where a kept tenant, session or total would be another's.
 */
export function clearEveryTtlCache(): void {
  for (const cache of everyCache) cache.clear();
}

/**
 * A small in-process cache of values that may be a little old (planner estimates, aggregates of a
 * search): each entry lives `ttlMs`, and past `maxEntries` the oldest written goes first. Per process
 * on Node, per isolate on the Worker; nothing here may be needed for correctness.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {
    everyCache.add(this);
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}
