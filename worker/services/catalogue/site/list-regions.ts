import { asc } from 'drizzle-orm';
import { regions } from '../../../../db/schema';
import type { RegionItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** The data tenant's service regions in the operator's order. */
export async function listRegions({ ctx }: { ctx: ServiceCtx }): Promise<{ regions: RegionItem[] }> {
  const rows = await ctx.db
    .select({ id: regions.id, code: regions.code, name: regions.name, lat: regions.lat, lng: regions.lng })
    .from(regions)
    .where(ctx.shown.where(regions))
    .orderBy(asc(regions.sortOrder), asc(regions.id));
  return { regions: rows };
}
