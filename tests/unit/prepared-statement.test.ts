import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { MAX_KEPT_STATEMENTS, preparedStatement } from '../../worker/lib/prepared';

/** A builder that counts its builds and answers the name it was prepared under. */
function counting() {
  const calls = { builds: 0 };
  const build = () => {
    calls.builds++;
    return { prepare: (name: string) => ({ execute: async () => name }) };
  };
  return { calls, build };
}

describe('preparedStatement', () => {
  it('builds a statement once per handle and name, and names it', async () => {
    const db = {} as DbOrTx;
    const { calls, build } = counting();
    const first = preparedStatement(db, 'list_a', build);
    expect(preparedStatement(db, 'list_a', build)).toBe(first);
    expect(calls.builds).toBe(1);
    expect(await first.execute()).toBe('list_a');
    preparedStatement({} as DbOrTx, 'list_a', build);
    expect(calls.builds).toBe(2);
  });

  it('keeps at most MAX_KEPT_STATEMENTS per handle; past it a new name is built for its call and runs unnamed', async () => {
    const db = {} as DbOrTx;
    const { calls, build } = counting();
    for (let i = 0; i < MAX_KEPT_STATEMENTS; i++) preparedStatement(db, `shape_${i}`, build);
    expect(calls.builds).toBe(MAX_KEPT_STATEMENTS);
    const past = preparedStatement(db, 'shape_past', build);
    expect(await past.execute()).toBe('');
    preparedStatement(db, 'shape_past', build);
    expect(calls.builds).toBe(MAX_KEPT_STATEMENTS + 2);
    // The kept ones still answer from the handle's cache.
    preparedStatement(db, 'shape_0', build);
    expect(calls.builds).toBe(MAX_KEPT_STATEMENTS + 2);
  });
});
