import { eq } from 'drizzle-orm';
import { merchantProfiles } from '../../../../db/schema';
import type { UserProfile } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { profileWhere } from './internal';

/** GET /api/users/merchants/{id}: the profile of a shop's account, by the shop's id (/merchant/{id}?use_mid=true). */
export const getMerchantUser = ({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<UserProfile> =>
  profileWhere(ctx, eq(merchantProfiles.id, input.id));
