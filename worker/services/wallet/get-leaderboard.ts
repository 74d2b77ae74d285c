import { asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { userScoreTotals, userScores, users, type UserScore } from '../../../db/schema';
import type { Leaderboard, LeaderboardBreakdown, LeaderboardQuery } from '../../../shared/schemas/wallet';
import { ACTIVITY_KEYS, ACTIVITY_LABELS } from '../../../shared/wallet';
import type { UserCtx } from '../../env';

type Scores = Pick<UserScore, 'total' | 'commentCreate' | 'postText' | 'postWithPhoto' | 'postWithVideo' | 'reviewText' | 'reviewPhoto'>;

const scoreColumns = {
  total: userScores.total,
  commentCreate: userScores.commentCreate,
  postText: userScores.postText,
  postWithPhoto: userScores.postWithPhoto,
  postWithVideo: userScores.postWithVideo,
  reviewText: userScores.reviewText,
  reviewPhoto: userScores.reviewPhoto,
};

const VALUE: Record<(typeof ACTIVITY_KEYS)[number], (s: Scores) => number> = {
  comment_create: (s) => s.commentCreate,
  post_text: (s) => s.postText,
  post_with_photo: (s) => s.postWithPhoto,
  post_with_video: (s) => s.postWithVideo,
  review_text: (s) => s.reviewText,
  review_photo: (s) => s.reviewPhoto,
};

/** The six activities' segments (Korean labels, shared/wallet.ts) and the total; zeros without a score. */
export const breakdownOf = (s: Scores | undefined): LeaderboardBreakdown => ({
  segments: ACTIVITY_KEYS.map((key) => ({ key, label: ACTIVITY_LABELS[key], value: s ? VALUE[key](s) : 0 })),
  total: s?.total ?? 0,
});

/** A share 0-100 with one decimal. */
const percent = (rank: number, of: number) => (of <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((rank / of) * 1000) / 10)));

/**
 * GET /api/score/leaderboard?top_n (commerce.md Leaderboard; docs/wallet.md Leaderboard): the site's
 * users by their activity score (user_scores, kept with every activity earning and clawback), total
 * descending then user id; only users with a score above 0 rank, a caller without one ranks after all
 * of them (rank = their count + 1, top_percent 100). Reads: the caller's row; the users with a score
 * and those above the caller, summed over user_score_totals (one row a distinct total); the ties before
 * the caller and the top rows, ranges of user_scores_rank_idx (tenant_id, total desc, user_id).
 */
export async function getLeaderboard({ ctx, input }: { ctx: UserCtx; input: LeaderboardQuery }): Promise<Leaderboard> {
  const scored = (...conditions: (SQL | undefined)[]) => ctx.own.where(userScores, gt(userScores.total, 0), ...conditions);
  const [mine] = await ctx.db.select(scoreColumns).from(userScores).where(ctx.own.where(userScores, eq(userScores.userId, ctx.user.id))).limit(1);
  // Users with a score, and those of a higher total: sums over the distinct totals (user_score_totals).
  const mineTotal = mine?.total ?? 0;
  const [counts] = await ctx.db
    .select({
      all: sql<number>`coalesce(sum(${userScoreTotals.users}), 0)::int`,
      higher: sql<number>`coalesce(sum(${userScoreTotals.users}) filter (where ${userScoreTotals.total} > ${mineTotal}), 0)::int`,
    })
    .from(userScoreTotals)
    .where(ctx.own.where(userScoreTotals, gt(userScoreTotals.total, 0)));
  const count = Number(counts.all);
  let rank = count + 1;
  let topPercent = 100;
  if (mine && mine.total > 0) {
    // The ties before the caller: one total's range of user_scores_rank_idx.
    const [{ ties }] = await ctx.db
      .select({ ties: sql<number>`count(*)::int` })
      .from(userScores)
      .where(ctx.own.where(userScores, eq(userScores.total, mine.total), lt(userScores.userId, ctx.user.id)));
    rank = Number(counts.higher) + Number(ties) + 1;
    topPercent = percent(rank, count);
  }
  // The first top_n of the index, then their names (a join first would make the planner read every score).
  const rows = await ctx.db
    .select({ userId: userScores.userId, ...scoreColumns })
    .from(userScores)
    .where(scored())
    // "nulls last" as the index has it (a bare desc is nulls first, which the index cannot give in order).
    .orderBy(sql`${userScores.total} desc nulls last`, asc(userScores.userId))
    .limit(input.top_n);
  const names =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(ctx.own.where(users, inArray(users.id, rows.map((r) => r.userId))));
  const nameOf = new Map(names.map((u) => [u.id, u.username]));
  return {
    me: { rank, top_percent: topPercent, breakdown: breakdownOf(mine) },
    top: rows.map((r, i) => ({ rank: i + 1, user_id: r.userId, username: nameOf.get(r.userId) ?? '', total_score: r.total, breakdown: breakdownOf(r) })),
  };
}
