import { and, eq } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { MerchantDetail } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { visibleMerchant } from '../rules';
import { selectMerchants, toMerchantDetail } from './internal';

/** A visible merchant (channel shape); another tenant's or a deleted account's is a 404. */
export async function getMerchant({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<MerchantDetail> {
  const [row] = await selectMerchants(ctx.db)
    .where(and(visibleMerchant(ctx), eq(merchantProfiles.id, input.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return toMerchantDetail(row);
}
