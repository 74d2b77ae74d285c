import type { PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { getUserInTenant, requireUser, toPublicUser } from './internal';

export async function getMe({ ctx }: { ctx: ServiceCtx }): Promise<PublicUser> {
  const me = requireUser(ctx);
  return toPublicUser(ctx.db, await getUserInTenant(ctx.db, ctx.tenant.id, me.id));
}
