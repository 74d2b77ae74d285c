import { z } from 'zod';
import { pageSchema, productListQuerySchema } from '../../../../shared/schemas/catalogue';

/** Query of the ranked lists (popular, latest, discount): a page, optionally one tab. */
export const rankedListQuerySchema = pageSchema.extend({ is_delivery: productListQuerySchema.shape.is_delivery });
export type RankedListQuery = z.input<typeof rankedListQuerySchema>;
