import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { posts, users } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { sameTenant, type TenantScope } from '../../scope/tenant-scope';

/*
 * The community's business rules, each one predicate that every list and detail uses. Posts are the
 * site's own rows (ctx.own): a proxy site shares its target's catalogue, not its community.
 */

/** The author join every post read makes (its name and whether the account is live). */
export const postAuthorJoin: SQL = sameTenant(users, posts, eq(users.id, posts.authorId));

/** A post a visitor may open: of this site, its author's account not deleted (needs postAuthorJoin). */
export const visiblePost = (ctx: ServiceCtx, ...conditions: (SQL | undefined)[]): SQL => visiblePostIn(ctx.own, ...conditions);

/** visiblePost in a given scope (a prepared statement's placeholder scope). */
export const visiblePostIn = (own: TenantScope, ...conditions: (SQL | undefined)[]): SQL => and(own.where(posts, ...conditions), isNull(users.deletedAt))!;

/** The hot score of platform.md §8: 3×likes + 2×comments + views (posts_hot_idx holds it). */
export const hotScore: SQL = sql`(3 * ${posts.likesCount} + 2 * ${posts.commentsCount} + ${posts.viewsCount})`;
