import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { ServiceCtx } from '../../env';

const OUTBOX_PAGE = 50;

/** The development outbox of this tenant, newest first, optionally for one address. */
export async function listOutbox({ ctx, input }: { ctx: ServiceCtx; input: { to?: string } }) {
  const to = input.to?.trim().toLowerCase();
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(ctx.own.where(mailOutbox, to ? eq(mailOutbox.to, to) : undefined))
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE);
  return {
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
