import { eq } from 'drizzle-orm';
import { users } from '../../../../db/schema';
import type { UserProfile } from '../../../../shared/schemas/content';
import type { ServiceCtx } from '../../../env';
import { profileWhere } from './internal';

/** GET /api/users/{id}: a live account's public profile and counts (the channel header). */
export const getUser = ({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<UserProfile> => profileWhere(ctx, eq(users.id, input.id));
