import type { UnifiedSearchResponse } from '../../../../shared/schemas/catalogue';
import { suggestQuerySchema, unifiedSearchQuerySchema } from '../../../../shared/schemas/catalogue';
import { popularKeywords } from '../../../services/catalogue/discovery/popular-keywords';
import { suggestKeywords } from '../../../services/catalogue/discovery/suggest-keywords';
import { unifiedSearch } from '../../../services/catalogue/discovery/unified-search';
import { publicProcedure, router, withFeature } from '../../init';

// Gated like /api/search*: served when the shopping or the delivery tab is on.
const search = publicProcedure.use(withFeature('shopping', 'delivery'));

export const searchRouter = router({
  /** Logs the keyword (popular keywords count it). */
  unified: search
    .input(unifiedSearchQuerySchema)
    .query(({ ctx, input }): Promise<UnifiedSearchResponse> => unifiedSearch({ ctx: ctx.svc, input })),
  popular: search.query(({ ctx }): Promise<{ keywords: { keyword: string; count: number }[] }> => popularKeywords({ ctx: ctx.svc })),
  suggest: search.input(suggestQuerySchema).query(({ ctx, input }): Promise<{ suggestions: string[] }> => suggestKeywords({ ctx: ctx.svc, input })),
});
