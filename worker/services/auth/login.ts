import { eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_IP } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { LoginData, SessionAnswer } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { verifyPassword } from '../../lib/crypto';
import { clearLimit, consumeLimit, refundLimit } from '../../lib/rate-limit';
import { issueSession } from './internal';

/**
 * E-mail and password login; failures count against the account and the client address. Every
 * attempt takes its slot before the password is checked (parallel guesses cannot overrun the limit);
 * a success clears the account's counter and gives the address its slot back.
 */
export async function login({ ctx, input }: { ctx: ServiceCtx; input: LoginData }): Promise<SessionAnswer> {
  const { username: email, password, remember } = input;
  const now = ctx.deps.clock.now();
  const accountKey = `login:acct:${ctx.own.tenantId}:${email}`;
  const ipKey = `login:ip:${ctx.request.ip}`;
  await consumeLimit(ctx.db, accountKey, LOGIN_LIMIT_PER_ACCOUNT, now);
  await consumeLimit(ctx.db, ipKey, LOGIN_LIMIT_PER_IP, now);

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(ctx.own.where(users, eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);

  if (user && !user.passwordHash && user.socialProvider) {
    throw new AppError('SOCIAL_ACCOUNT', MSG.socialAccount, { headers: { 'x-social-login': user.socialProvider } });
  }
  const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !ok) throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  await clearLimit(ctx.db, accountKey);
  await refundLimit(ctx.db, ipKey, now);
  return issueSession(ctx, user, remember);
}
