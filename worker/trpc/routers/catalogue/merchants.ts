import type { MerchantDetail, MerchantList, MerchantSummary } from '../../../../shared/schemas/catalogue';
import {
  merchantListQuerySchema,
  merchantSearchQuerySchema,
  nearbyQuerySchema,
  productIdSchema,
} from '../../../../shared/schemas/catalogue';
import { publicProcedure, router } from '../../init';
import { notBuilt } from './not-built';

export const merchantsRouter = router({
  list: publicProcedure.input(merchantListQuerySchema).query(async ({ ctx, input }): Promise<MerchantList> => notBuilt()),
  search: publicProcedure.input(merchantSearchQuerySchema).query(async ({ ctx, input }): Promise<MerchantList> => notBuilt()),
  featured: publicProcedure.query(async ({ ctx }): Promise<{ merchants: MerchantSummary[] }> => notBuilt()),
  nearby: publicProcedure.input(nearbyQuerySchema).query(async ({ ctx, input }): Promise<{ merchants: MerchantSummary[] }> => notBuilt()),
  get: publicProcedure.input(productIdSchema).query(async ({ ctx, input }): Promise<MerchantDetail> => notBuilt()),
});
