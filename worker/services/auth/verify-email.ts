import { desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { emailVerifications } from '../../../db/schema';
import { VERIFICATION_MAX_ATTEMPTS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { verifyEmailSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { sha256Hex } from '../../lib/crypto';

/** Codes are stored hashed, salted by site and address. */
export const verificationCodeHash = (ctx: ServiceCtx, email: string, code: string) =>
  sha256Hex(`email-verification:${ctx.own.tenantId}:${email}:${code}`);

/** Checks the newest code for the e-mail; attempts are limited. */
export async function verifyEmail({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof verifyEmailSchema> }): Promise<{ verified: true }> {
  const { email, code } = input;
  const now = ctx.deps.clock.now();
  const [latest] = await ctx.db
    .select()
    .from(emailVerifications)
    .where(ctx.own.where(emailVerifications, eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
    .limit(1);
  if (!latest) throw new AppError('BAD_REQUEST', MSG.verificationCodeInvalid, { field: 'code' });
  if (latest.expiresAt <= now) throw new AppError('BAD_REQUEST', MSG.verificationExpired, { field: 'code' });

  // Take one attempt atomically before comparing, so parallel guesses cannot exceed the limit.
  const [taken] = await ctx.db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(ctx.own.where(emailVerifications, eq(emailVerifications.id, latest.id), lt(emailVerifications.attempts, VERIFICATION_MAX_ATTEMPTS)))
    .returning({ id: emailVerifications.id });
  if (!taken) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts, { field: 'code' });

  if ((await verificationCodeHash(ctx, email, code)) !== latest.codeHash) {
    throw new AppError('BAD_REQUEST', MSG.verificationCodeInvalid, { field: 'code' });
  }
  await ctx.db
    .update(emailVerifications)
    .set({ verifiedAt: now })
    .where(ctx.own.where(emailVerifications, eq(emailVerifications.id, latest.id)));
  return { verified: true };
}
