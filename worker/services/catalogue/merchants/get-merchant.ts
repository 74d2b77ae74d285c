import { and, eq } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { productIdSchema, type MerchantDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { merchantTenantWhere, selectMerchants, toMerchantDetail } from './internal';

/** A merchant of the data tenant (channel shape); another tenant's or a deleted account's is a 404. */
export async function getMerchant({ ctx, input }: { ctx: ServiceCtx; input: { id: unknown } }): Promise<MerchantDetail> {
  const { id } = productIdSchema.parse(input);
  const [row] = await selectMerchants(ctx.db)
    .where(and(merchantTenantWhere(ctx), eq(merchantProfiles.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return toMerchantDetail(row);
}
