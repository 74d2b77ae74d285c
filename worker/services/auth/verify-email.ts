import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { emailVerifications } from '../../../db/schema';
import { VERIFICATION_MAX_ATTEMPTS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { verifyEmailSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { sha256Hex } from '../../lib/crypto';

/** Codes are stored hashed, salted by tenant and address. */
export const verificationCodeHash = (tenantId: number, email: string, code: string) =>
  sha256Hex(`email-verification:${tenantId}:${email}:${code}`);

/** Checks the newest code for the e-mail; attempts are limited. */
export async function verifyEmail({ ctx, input }: { ctx: ServiceCtx; input: { email: string; code: string } }): Promise<{ verified: true }> {
  const { email, code } = verifyEmailSchema.parse(input);
  const now = ctx.deps.clock.now();
  const [latest] = await ctx.db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tenantId, ctx.tenant.id),
        eq(emailVerifications.email, email),
        isNull(emailVerifications.consumedAt),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
    .limit(1);
  if (!latest) throw new AppError('BAD_REQUEST', MSG.verificationCodeInvalid, { field: 'code' });
  if (latest.expiresAt <= now) throw new AppError('BAD_REQUEST', MSG.verificationExpired, { field: 'code' });

  // Take one attempt atomically before comparing, so parallel guesses cannot exceed the limit.
  const [taken] = await ctx.db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.id, latest.id), lt(emailVerifications.attempts, VERIFICATION_MAX_ATTEMPTS)))
    .returning({ id: emailVerifications.id });
  if (!taken) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts, { field: 'code' });

  if ((await verificationCodeHash(ctx.tenant.id, email, code)) !== latest.codeHash) {
    throw new AppError('BAD_REQUEST', MSG.verificationCodeInvalid, { field: 'code' });
  }
  await ctx.db
    .update(emailVerifications)
    .set({ verifiedAt: now })
    .where(eq(emailVerifications.id, latest.id));
  return { verified: true };
}
