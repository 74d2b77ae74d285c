import type { Banner, CategoryGroups, CategoryItem, EventItem, NoticeItem, RegionItem } from '../../../../shared/schemas/catalogue';
import { pageSchema, productIdSchema } from '../../../../shared/schemas/catalogue';
import { getCategory } from '../../../services/catalogue/site/get-category';
import { listBanners } from '../../../services/catalogue/site/list-banners';
import { listCategoryGroups } from '../../../services/catalogue/site/list-category-groups';
import { listEvents } from '../../../services/catalogue/site/list-events';
import { listNotices } from '../../../services/catalogue/site/list-notices';
import { listRegions } from '../../../services/catalogue/site/list-regions';
import { publicProcedure, router } from '../../init';

export const siteRouter = router({
  banners: publicProcedure.query(({ ctx }): Promise<{ banners: Banner[] }> => listBanners({ ctx: ctx.svc })),
  events: publicProcedure.query(({ ctx }): Promise<{ events: EventItem[] }> => listEvents({ ctx: ctx.svc })),
  notices: publicProcedure
    .input(pageSchema)
    .query(({ ctx, input }): Promise<{ notices: NoticeItem[]; total: number; page: number; size: number }> =>
      listNotices({ ctx: ctx.svc, input }),
    ),
  regions: publicProcedure.query(({ ctx }): Promise<{ regions: RegionItem[] }> => listRegions({ ctx: ctx.svc })),
  /** Both tabs' category options (GET /api/categories). */
  categories: publicProcedure.query(({ ctx }): Promise<CategoryGroups> => listCategoryGroups({ ctx: ctx.svc })),
  /** One category option with its tab (GET /api/categories/{id}). */
  category: publicProcedure.input(productIdSchema).query(({ ctx, input }): Promise<CategoryItem> => getCategory({ ctx: ctx.svc, input })),
});
