import type { UnifiedSearchResponse } from '../../../../shared/schemas/catalogue';
import { suggestQuerySchema, unifiedSearchQuerySchema } from '../../../../shared/schemas/catalogue';
import { publicProcedure, router } from '../../init';
import { notBuilt } from './not-built';

export const searchRouter = router({
  /** Logs the keyword (popular keywords count it). */
  unified: publicProcedure.input(unifiedSearchQuerySchema).query(async ({ ctx, input }): Promise<UnifiedSearchResponse> => notBuilt()),
  popular: publicProcedure.query(async ({ ctx }): Promise<{ keywords: { keyword: string; count: number }[] }> => notBuilt()),
  suggest: publicProcedure.input(suggestQuerySchema).query(async ({ ctx, input }): Promise<{ suggestions: string[] }> => notBuilt()),
});
