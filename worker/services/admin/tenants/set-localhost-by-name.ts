import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import type { SetLocalhostAnswer } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { makeLocalhost } from './internal-localhost';

/** POST /api/admin/tenants/debug/localhost-proc/{name}: the localhost site, chosen by its name. */
export function setLocalhostByName({ ctx, input }: { ctx: PlatformCtx; input: { name: string } }): Promise<SetLocalhostAnswer> {
  return makeLocalhost(ctx, eq(tenants.name, input.name));
}
