import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, sessions, users, type User } from '../../../db/schema';
import { SESSION_REMEMBER_TTL_DAYS, SESSION_TTL_DAYS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { PublicUser, SessionAnswer } from '../../../shared/schemas/auth';
import type { AuthUser, ServiceCtx } from '../../env';
import { randomToken, sha256Hex } from '../../lib/crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session for a user and answers the login shape of the spec. */
export async function issueSession(
  ctx: ServiceCtx,
  db: DbOrTx,
  user: User,
  remember: boolean,
): Promise<SessionAnswer> {
  const token = randomToken(32);
  const ttlDays = remember ? SESSION_REMEMBER_TTL_DAYS : SESSION_TTL_DAYS;
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    tenantId: ctx.tenant.id,
    userId: user.id,
    remember,
    createdAt: ctx.deps.clock.now(),
    expiresAt: new Date(ctx.deps.clock.now().getTime() + ttlDays * DAY_MS),
  });
  return { access_token: token, token_type: 'bearer', user: await toPublicUser(db, user) };
}

/** The user behind a bearer token, only on the tenant that issued it. */
export async function findSessionUser(
  db: DbOrTx,
  tenantId: number,
  token: string,
  now: Date,
): Promise<AuthUser | null> {
  const tokenHash = await sha256Hex(token);
  const [row] = await db
    .select({ id: users.id, userType: users.userType, email: users.email, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.tenantId, tenantId),
        eq(users.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, sessionTokenHash: tokenHash } : null;
}

/** Fetch-or-throw a live user of this tenant. */
export async function getUserInTenant(db: DbOrTx, tenantId: number, userId: number): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', MSG.notFound);
  return user;
}

export function requireUser(ctx: ServiceCtx): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.loginRequired);
  return ctx.user;
}

export async function toPublicUser(db: DbOrTx, user: User): Promise<PublicUser> {
  let merchant: PublicUser['merchant'] = null;
  if (user.userType === 'merchant') {
    const [m] = await db
      .select({
        id: merchantProfiles.id,
        business_name: merchantProfiles.businessName,
        business_number: merchantProfiles.businessNumber,
        business_description: merchantProfiles.businessDescription,
      })
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, user.id))
      .limit(1);
    merchant = m ?? null;
  }
  return {
    id: user.id,
    user_type: user.userType,
    username: user.username,
    email: user.email,
    phone: user.phone,
    address: user.address,
    profile_image: user.profileImage,
    display_name: user.displayName,
    merchant,
  };
}
