import { describe, expect, it } from 'vitest';
import { canonical, diffRows, pretty } from '../../web/src/features/admin/audit/auditDiff';

describe('the audit view’s before/after diff (web/src/features/admin/audit/auditDiff.ts)', () => {
  it('marks changed, added and removed keys and lists them before the unchanged ones', () => {
    const rows = diffRows({ a: 1, b: { x: 1, y: 2 }, gone: true, same: 'x' }, { a: 2, b: { y: 2, x: 1 }, added: null, same: 'x' });
    expect(rows?.map((r) => [r.key, r.changed])).toEqual([
      ['a', true],
      ['added', true],
      ['gone', true],
      ['b', false],
      ['same', false],
    ]);
    const added = rows?.find((r) => r.key === 'added');
    expect([added?.inBefore, added?.inAfter]).toEqual([false, true]);
  });

  it('treats a missing side (a create, a delete) as an empty object and leaves non-objects to the whole view', () => {
    expect(diffRows(null, { name: 'n' })?.map((r) => [r.key, r.changed, r.inBefore])).toEqual([['name', true, false]]);
    expect(diffRows({ name: 'n' }, null)?.map((r) => [r.key, r.changed, r.inAfter])).toEqual([['name', true, false]]);
    expect(diffRows([1], [2])).toBeNull();
    expect(diffRows({ a: 1 }, 'text')).toBeNull();
  });

  it('compares objects by content, not key order, and prints values as indented JSON', () => {
    expect(canonical({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(canonical({ a: [{ c: 2, d: 1 }], b: 1 }));
    expect(pretty({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(pretty('text')).toBe('text');
    expect(pretty(undefined)).toBe('-');
  });
});
