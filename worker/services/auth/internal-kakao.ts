import { eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { SessionAnswer } from '../../../shared/schemas/auth';
import type { KakaoProfile } from '../../adapters/types';
import type { ServiceCtx } from '../../env';
import { randomDigits } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { withTransaction } from '../../scope/transaction';
import { issueSession } from './internal';
import { recordConsents } from './internal-consents';

export const KAKAO = 'kakao';

/**
 * The page Kakao returns the browser to (platform.md §2). The one place it is built: the
 * authorize URL and the code exchange must name the same address.
 */
export const kakaoRedirectUri = (ctx: ServiceCtx) => `${ctx.request.origin}/auth/kakao/callback`;

/** Kakao may share no e-mail; such accounts get an address that can never receive mail. */
export const kakaoPlaceholderEmail = (kakaoId: string) => `kakao_${kakaoId}@kakao.invalid`;

const USERNAME_MAX = 30;

/** The nickname made into a username that no live account of the tenant holds. */
async function freeUsername(ctx: ServiceCtx, nickname: string | null, kakaoId: string): Promise<string> {
  const base = (nickname ?? '').replace(/\s+/g, '').slice(0, USERNAME_MAX - 5) || `kakao${kakaoId}`.slice(0, USERNAME_MAX - 5);
  const taken = async (name: string) => {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(ctx.own.where(users, eq(users.username, name), isNull(users.deletedAt)))
      .limit(1);
    return !!row;
  };
  if (!(await taken(base))) return base;
  for (let i = 0; i < 5; i++) {
    const candidate = `${base}_${randomDigits(4)}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}_${randomDigits(4)}`.slice(0, USERNAME_MAX);
}

/**
 * Logs in the account linked to the Kakao id, or signs up a customer for it. An e-mail that a
 * password account already holds is refused: silently linking would let whoever controls a
 * Kakao account with that address take the account over.
 */
export async function loginWithKakaoProfile(ctx: ServiceCtx, profile: KakaoProfile): Promise<SessionAnswer> {
  const [linked] = await ctx.db
    .select()
    .from(users)
    .where(ctx.own.where(users, eq(users.socialProvider, KAKAO), eq(users.socialId, profile.id), isNull(users.deletedAt)))
    .limit(1);
  if (linked) return issueSession(ctx, linked, false);

  const email = profile.email?.trim().toLowerCase() || kakaoPlaceholderEmail(profile.id);
  const [holder] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.own.where(users, eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (holder) throw new AppError('CONFLICT', MSG.kakaoEmailTaken, { field: 'email' });

  const username = await freeUsername(ctx, profile.nickname, profile.id);
  const now = ctx.deps.clock.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      const [user] = await tx.db
        .insert(users)
        .values(
          tx.own.row({
            email,
            username,
            passwordHash: null,
            userType: 'customer',
            profileImage: profile.profileImage,
            displayName: profile.nickname,
            socialProvider: KAKAO,
            socialId: profile.id,
            createdAt: now,
            updatedAt: now,
          }),
        )
        .returning();
      // A first Kakao login passes no /terms screen: recorded as an account without consent.
      await recordConsents(tx, user.id, undefined, 'kakao_without_consent');
      return issueSession(tx, user, false);
    });
  } catch (err) {
    // Two first logins of the same person at once, or a name taken in between: ask to retry.
    if (uniqueViolation(err) !== null) throw new AppError('CONFLICT', MSG.kakaoFailed);
    throw err;
  }
}
