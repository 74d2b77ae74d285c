import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantProfiles, sessions, users, type User } from '../../../db/schema';
import { SESSION_REMEMBER_TTL_DAYS, SESSION_TTL_DAYS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { PublicUser, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { preparedStatement } from '../../lib/prepared';
import { placeholderScope } from '../../scope/tenant-scope';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session for a user and answers the login shape of the spec. */
export async function issueSession(ctx: ServiceCtx, user: User, remember: boolean): Promise<SessionAnswer> {
  const token = randomToken(32);
  const ttlDays = remember ? SESSION_REMEMBER_TTL_DAYS : SESSION_TTL_DAYS;
  const now = ctx.deps.clock.now();
  await ctx.db.insert(sessions).values(
    ctx.own.row({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      remember,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    }),
  );
  return { access_token: token, token_type: 'bearer', user: await toPublicUser(ctx, user) };
}

// Read on every signed-in page load (GET /api/auth/me): prepared once (worker/lib/prepared.ts).
const OWN = placeholderScope('own', 'tenant');
const liveUser = (db: DbOrTx) =>
  db
    .select()
    .from(users)
    .where(OWN.where(users, eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1);
const ownShop = (db: DbOrTx) =>
  db
    .select({
      id: merchantProfiles.id,
      business_name: merchantProfiles.businessName,
      business_number: merchantProfiles.businessNumber,
      business_description: merchantProfiles.businessDescription,
      representative_name: merchantProfiles.representativeName,
      ecommerce_report_number: merchantProfiles.ecommerceReportNumber,
      shipping_fee: merchantProfiles.shippingFee,
      free_shipping_threshold: merchantProfiles.freeShippingThreshold,
    })
    .from(merchantProfiles)
    .where(OWN.where(merchantProfiles, eq(merchantProfiles.userId, sql.placeholder('id'))))
    .limit(1);

/** Fetch-or-throw a live user of this site. */
export async function getOwnUser(ctx: ServiceCtx, userId: number): Promise<User> {
  const [user] = await preparedStatement(ctx.db, 'own_live_user', liveUser).execute({ tenant: ctx.own.tenantId, id: userId });
  if (!user) throw new AppError('NOT_FOUND', MSG.notFound);
  return user;
}

export async function toPublicUser(ctx: ServiceCtx, user: User): Promise<PublicUser> {
  let merchant: PublicUser['merchant'] = null;
  if (user.userType === 'merchant') {
    const [m] = await preparedStatement(ctx.db, 'own_shop_of_user', ownShop).execute({ tenant: ctx.own.tenantId, id: user.id });
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
