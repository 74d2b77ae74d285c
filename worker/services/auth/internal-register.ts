import { desc, eq, gt, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import { emailVerifications, users, type User } from '../../../db/schema';
import { SIGNUP_LIMIT_PER_IP, VERIFIED_EMAIL_TTL_MIN } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ServiceCtx } from '../../env';
import { uniqueViolation } from '../../lib/db-errors';
import { consumeLimit, refundLimit } from '../../lib/rate-limit';

/** 409 with the spec's message when the e-mail or the username is held by a live account of the site. */
export async function assertAccountFree(
  ctx: ServiceCtx,
  fields: { email?: string; username?: string },
  exceptUserId?: number,
): Promise<void> {
  const live = (cond: SQL) =>
    ctx.own.where(users, isNull(users.deletedAt), cond, exceptUserId ? ne(users.id, exceptUserId) : undefined);
  if (fields.email) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(live(eq(users.email, fields.email))).limit(1);
    if (row) throw new AppError('CONFLICT', MSG.emailTaken, { field: 'email' });
  }
  if (fields.username) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(live(eq(users.username, fields.username))).limit(1);
    if (row) throw new AppError('CONFLICT', MSG.usernameTaken, { field: 'username' });
  }
}

/** A unique-index race (two sign-ups at once) becomes the same 409 the pre-check gives. */
export function asConflict(err: unknown): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === null) return err;
  if (constraint.includes('username')) return new AppError('CONFLICT', MSG.usernameTaken, { field: 'username' });
  return new AppError('CONFLICT', MSG.emailTaken, { field: 'email' });
}

/** The e-mail's fresh, verified and unused verification, or none. */
async function verifiedEmailRow(ctx: ServiceCtx, email: string, now: Date) {
  const freshSince = new Date(now.getTime() - VERIFIED_EMAIL_TTL_MIN * 60_000);
  const [row] = await ctx.db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(
      ctx.own.where(
        emailVerifications,
        eq(emailVerifications.email, email),
        isNotNull(emailVerifications.verifiedAt),
        gt(emailVerifications.verifiedAt, freshSince),
        isNull(emailVerifications.consumedAt),
      ),
    )
    .orderBy(desc(emailVerifications.verifiedAt))
    .limit(1);
  return row;
}

/**
 * What must hold before a sign-up hashes its password (PBKDF2 costs ~100 ms of CPU): the client
 * address is under its limit of failed sign-ups, the e-mail and username are free and the e-mail
 * was verified. Answers a function that gives the attempt back once the sign-up succeeded.
 */
export async function admitSignUp(ctx: ServiceCtx, fields: { email: string; username: string }): Promise<() => Promise<void>> {
  const now = ctx.deps.clock.now();
  const ipKey = `signup:ip:${ctx.own.tenantId}:${ctx.request.ip}`;
  await consumeLimit(ctx.db, ipKey, SIGNUP_LIMIT_PER_IP, now);
  await assertAccountFree(ctx, fields);
  if (!(await verifiedEmailRow(ctx, fields.email, now))) throw new AppError('BAD_REQUEST', MSG.emailNotVerified, { field: 'email' });
  return () => refundLimit(ctx.db, ipKey, now);
}

/**
 * Marks the e-mail's verification as used by this registration; without a fresh verified,
 * unused one the registration is refused. Runs inside the sign-up transaction.
 */
export async function consumeVerifiedEmail(ctx: ServiceCtx, email: string): Promise<void> {
  const now = ctx.deps.clock.now();
  const row = await verifiedEmailRow(ctx, email, now);
  if (!row) throw new AppError('BAD_REQUEST', MSG.emailNotVerified, { field: 'email' });
  // Every outstanding code of the address dies with the registration.
  await ctx.db
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(ctx.own.where(emailVerifications, eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)));
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
  userType: 'customer' | 'merchant';
  phone: string | null;
  address: string | null;
}

/** Inside the sign-up transaction: uses up the verified e-mail and creates the user. */
export async function createVerifiedAccount(ctx: ServiceCtx, account: NewAccount): Promise<User> {
  await consumeVerifiedEmail(ctx, account.email);
  const now = ctx.deps.clock.now();
  const [user] = await ctx.db
    .insert(users)
    .values(ctx.own.row({ ...account, createdAt: now, updatedAt: now }))
    .returning();
  return user;
}
