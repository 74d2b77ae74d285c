import { userConsents } from '../../../db/schema';
import { NO_CONSENT_KEY, REQUIRED_TERMS, TERMS_VERSION, type ConsentSource, type TermsKey } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ServiceCtx } from '../../env';

/**
 * A sign-up that names its consents must include every required one (platform.md §5 Terms): 400
 * before anything is written. A payload without consents (the spec's REST body) passes and is
 * recorded as such by recordConsents.
 */
export function assertRequiredConsents(consents: readonly TermsKey[] | undefined): void {
  if (consents === undefined) return;
  if (REQUIRED_TERMS.some((key) => !consents.includes(key))) {
    throw new AppError('BAD_REQUEST', MSG.termsRequired, { field: 'consents' });
  }
}

/**
 * Inside the sign-up transaction: one row per consent given, with the terms version in force; or,
 * when the sign-up carried none, one `none` row saying how the account came without consent.
 */
export async function recordConsents(
  ctx: ServiceCtx,
  userId: number,
  consents: readonly TermsKey[] | undefined,
  without: Exclude<ConsentSource, 'signup'>,
): Promise<void> {
  const givenAt = ctx.deps.clock.now();
  const rows =
    consents === undefined
      ? [{ key: NO_CONSENT_KEY, source: without }]
      : consents.map((key) => ({ key, source: 'signup' as const }));
  await ctx.db
    .insert(userConsents)
    .values(rows.map((r) => ctx.own.row({ userId, key: r.key, termsVersion: TERMS_VERSION, givenAt, source: r.source })));
}
