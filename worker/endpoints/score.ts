import { leaderboardQuerySchema } from '../../shared/schemas/wallet';
import { getLeaderboard } from '../services/wallet/get-leaderboard';
import { endpoint } from './define';

/**
 * The activity score's leaderboard (commerce.md Leaderboard, §7 Wallet and score; docs/wallet.md
 * Leaderboard): the caller's rank and the site's top users, for signed-in users of a site with the
 * `wallet` feature. tRPC `score.leaderboard`.
 */
export const scoreEndpoints = {
  leaderboard: endpoint({
    rest: { method: 'GET', path: '/api/score/leaderboard' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    input: leaderboardQuerySchema,
    action: ({ ctx, input }) => getLeaderboard({ ctx, input }),
  }),
};
