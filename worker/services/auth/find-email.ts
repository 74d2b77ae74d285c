import { desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { phoneDigits, users } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { toPhoneDigits } from '../../../shared/phone';
import type { findEmailSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { maskEmail } from '../../lib/mask';
import { consumeLimit } from '../../lib/rate-limit';

/** Lookups per client address: enough for people, too few to walk phone numbers. */
export const FIND_EMAIL_LIMIT = { max: 20, windowSec: 60 * 60 };

/**
 * Finds the account e-mail of a phone number. Both answer fields are masked: anyone can ask,
 * so the full address is never given out.
 */
export async function findEmail({ ctx, input }: { ctx: ServiceCtx; input: z.output<typeof findEmailSchema> }): Promise<{ email: string; masked_email: string }> {
  const digits = toPhoneDigits(input.phone);
  if (!digits) throw new AppError('VALIDATION', MSG.phoneInvalid, { field: 'phone' });
  const now = ctx.deps.clock.now();
  const limitKey = `find-email:${ctx.own.tenantId}:${ctx.request.ip}`;
  await consumeLimit(ctx.db, limitKey, FIND_EMAIL_LIMIT, now);

  // Phones are stored as digits; accounts made before that hold them as typed ("010-1234-5678"),
  // so the column's digits are compared.
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(ctx.own.where(users, isNull(users.deletedAt), eq(phoneDigits(users.phone), digits)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', MSG.findEmailNotFound, { field: 'phone' });
  const masked = maskEmail(user.email);
  return { email: masked, masked_email: masked };
}
