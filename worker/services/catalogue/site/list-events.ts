import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { events } from '../../../../db/schema';
import type { EventItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** Active events that have not ended, newest first. */
export async function listEvents({ ctx }: { ctx: ServiceCtx }): Promise<{ events: EventItem[] }> {
  const now = ctx.deps.clock.now();
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(ctx.shown.where(events), eq(events.active, true), or(isNull(events.endsAt), gt(events.endsAt, now))))
    .orderBy(desc(events.startsAt), desc(events.id));
  return {
    events: rows.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      image_url: e.imageUrl,
      link: e.link,
      starts_at: e.startsAt.toISOString(),
      ends_at: e.endsAt ? e.endsAt.toISOString() : null,
    })),
  };
}
