import type { DashboardProfile } from '../../../shared/schemas/dashboard';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { UserCtx } from '../../env';
import { walletBalance, walletOfUser } from '../wallet/internal';

/** The own profile page's answer: the account as /api/auth/me gives it, its handle and its points. */
export async function toDashboardProfile(ctx: UserCtx, user: PublicUser): Promise<DashboardProfile> {
  return { user, handle: handleOf(user.email), points: await availablePoints(ctx) };
}

/** The e-mail's local part (commerce.md §2 Own profile page). */
export const handleOf = (email: string): string => email.split('@')[0];

/** The wallet's available balance: 0 without a wallet, null where the site has the wallet off. */
export async function availablePoints(ctx: UserCtx): Promise<number | null> {
  if (!ctx.features.wallet) return null;
  return walletBalance(await walletOfUser(ctx.db, ctx.own, ctx.user.id)).available;
}

