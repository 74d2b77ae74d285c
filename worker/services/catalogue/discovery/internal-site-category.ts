import type { SQL } from 'drizzle-orm';
import { isPlainCode, literalSiteText } from '../../../../db/sql-literals';
import type { CategoryOption } from '../../../../shared/schemas/catalogue';

/** A category filter's value: one of the site's own codes as a literal (db/sql-literals.ts), another text bound. */
export type SiteCategory = SQL | string;

/**
 * A tab's lists filtered by a category the site offers plan once per category and code; a category
 * the site does not have (it matches nothing) stays a bound value, so no request adds a statement text.
 */
export function siteCategory(options: CategoryOption[], asked: string): SiteCategory {
  return options.some((o) => o.value === asked) && isPlainCode(asked) ? literalSiteText(asked) : asked;
}
