import type { MerchantDetail, MerchantList, MerchantSummary } from '../../../../shared/schemas/catalogue';
import {
  merchantListQuerySchema,
  merchantSearchQuerySchema,
  nearbyQuerySchema,
  productIdSchema,
} from '../../../../shared/schemas/catalogue';
import { featuredMerchants } from '../../../services/catalogue/merchants/featured-merchants';
import { getMerchant } from '../../../services/catalogue/merchants/get-merchant';
import { listMerchants } from '../../../services/catalogue/merchants/list-merchants';
import { nearbyMerchants } from '../../../services/catalogue/merchants/nearby-merchants';
import { searchMerchants } from '../../../services/catalogue/merchants/search-merchants';
import { publicProcedure, router, withFeature } from '../../init';

// Gated like /api/merchants* and the channel page: the merchant feature.
const merchants = publicProcedure.use(withFeature('merchant'));

export const merchantsRouter = router({
  list: merchants.input(merchantListQuerySchema).query(({ ctx, input }): Promise<MerchantList> => listMerchants({ ctx: ctx.svc, input })),
  search: merchants
    .input(merchantSearchQuerySchema)
    .query(({ ctx, input }): Promise<MerchantList> => searchMerchants({ ctx: ctx.svc, input })),
  featured: merchants.query(({ ctx }): Promise<{ merchants: MerchantSummary[] }> => featuredMerchants({ ctx: ctx.svc })),
  nearby: merchants
    .input(nearbyQuerySchema)
    .query(({ ctx, input }): Promise<{ merchants: MerchantSummary[] }> => nearbyMerchants({ ctx: ctx.svc, input })),
  get: merchants.input(productIdSchema).query(({ ctx, input }): Promise<MerchantDetail> => getMerchant({ ctx: ctx.svc, input })),
});
