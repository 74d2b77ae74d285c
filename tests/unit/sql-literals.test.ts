import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isPlainCode, literalSiteText } from '../../db/sql-literals';
import { siteCategory } from '../../worker/services/catalogue/discovery/internal-site-category';

const dialect = new PgDialect();
const options = [{ id: 1, value: 'banchan', label: '반찬', emoji: '🍱' }];

describe('category codes written into SQL', () => {
  it('writes a code of the site as a quoted literal', () => {
    const chunk = siteCategory(options, 'banchan');
    expect(typeof chunk).not.toBe('string');
    expect(dialect.sqlToQuery(chunk as Exclude<typeof chunk, string>)).toEqual({ sql: "'banchan'", params: [] });
  });

  it('keeps a code the site does not have as a bound value', () => {
    expect(siteCategory(options, "banchan' or 1=1 --")).toBe("banchan' or 1=1 --");
    expect(siteCategory(options, 'fruit')).toBe('fruit');
  });

  it('refuses anything a literal would have to escape', () => {
    for (const bad of ["a'b", 'a\\b', 'a\u0000b', 'a b', '', 'x'.repeat(41)]) {
      expect(isPlainCode(bad)).toBe(false);
      expect(() => literalSiteText(bad)).toThrow(RangeError);
    }
    expect(isPlainCode('수산_2')).toBe(true);
  });
});
