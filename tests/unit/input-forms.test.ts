import { describe, expect, it } from 'vitest';
import { decimal, flag, integer } from '../../shared/schemas/input';
import { findForbiddenText } from '../../shared/text-rule';

describe('legacy input forms', () => {
  it('flag reads every way a boolean is written, and nothing else', () => {
    for (const v of [true, 1, '1', 'true', 'on']) expect(flag.parse(v), String(v)).toBe(true);
    for (const v of [false, 0, '0', 'false', 'off']) expect(flag.parse(v), String(v)).toBe(false);
    for (const v of ['yes', 2, '', null, 'TRUE ']) expect(flag.safeParse(v).success, String(v)).toBe(false);
  });

  it('integer and decimal read numerals in strings, and refuse what is not one', () => {
    expect(integer.parse('12')).toBe(12);
    expect(integer.parse(' -3 ')).toBe(-3);
    expect(integer.parse(7)).toBe(7);
    for (const v of ['', '1e3', '1.5', 'abc', null, 1.5]) expect(integer.safeParse(v).success, String(v)).toBe(false);
    expect(decimal.parse('37.55')).toBe(37.55);
    for (const v of ['', 'NaN', 'Infinity', '1e3']) expect(decimal.safeParse(v).success, String(v)).toBe(false);
  });
});

describe('the text rule', () => {
  it('finds a NUL or a lone surrogate anywhere, with its path', () => {
    expect(findForbiddenText('a\u0000b')).toBe('');
    expect(findForbiddenText({ title: 'ok', tags: ['x', 'y\uD800'] })).toBe('tags.1');
    expect(findForbiddenText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findForbiddenText({ a: '\uDC00lead' })).toBe('a');
  });

  it('lets real text through: Korean, emoji (a surrogate pair), newlines', () => {
    expect(findForbiddenText({ title: '한라봉 🍊', body: 'line\nline\t탭', n: 3, ok: true, none: null })).toBeNull();
  });
});
