import type { Banner, EventItem, NoticeItem, RegionItem } from '../../../../shared/schemas/catalogue';
import { pageSchema } from '../../../../shared/schemas/catalogue';
import { publicProcedure, router } from '../../init';
import { notBuilt } from './not-built';

export const siteRouter = router({
  banners: publicProcedure.query(async ({ ctx }): Promise<{ banners: Banner[] }> => notBuilt()),
  events: publicProcedure.query(async ({ ctx }): Promise<{ events: EventItem[] }> => notBuilt()),
  notices: publicProcedure
    .input(pageSchema)
    .query(async ({ ctx, input }): Promise<{ notices: NoticeItem[]; total: number; page: number; size: number }> => notBuilt()),
  regions: publicProcedure.query(async ({ ctx }): Promise<{ regions: RegionItem[] }> => notBuilt()),
});
