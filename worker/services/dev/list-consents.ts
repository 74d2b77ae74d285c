import { asc, eq } from 'drizzle-orm';
import { userConsents, users } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { sameTenant } from '../../scope/tenant-scope';

/** The consents recorded for the accounts of an e-mail on this tenant (what the e2e sign-up checks). */
export async function listConsents({ ctx, input }: { ctx: ServiceCtx; input: { email: string } }) {
  const rows = await ctx.db
    .select({ key: userConsents.key, source: userConsents.source, termsVersion: userConsents.termsVersion, givenAt: userConsents.givenAt })
    .from(userConsents)
    .innerJoin(users, sameTenant(users, userConsents, eq(users.id, userConsents.userId)))
    .where(ctx.own.where(users, eq(users.email, input.email.trim().toLowerCase())))
    .orderBy(asc(userConsents.key));
  return {
    consents: rows.map((r) => ({ key: r.key, source: r.source, terms_version: r.termsVersion, given_at: r.givenAt.toISOString() })),
  };
}
