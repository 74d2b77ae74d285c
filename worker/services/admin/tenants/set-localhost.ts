import { eq } from 'drizzle-orm';
import { tenants } from '../../../../db/schema';
import type { SetLocalhostAnswer } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { makeLocalhost } from './internal-localhost';

/**
 * PUT /api/admin/tenants/set/localhost (the project's path for the spec's "set localhost tenant by
 * domain", whose path it does not show): the site with that domain answers for localhost.
 */
export function setLocalhostByDomain({ ctx, input }: { ctx: PlatformCtx; input: { domain: string } }): Promise<SetLocalhostAnswer> {
  return makeLocalhost(ctx, eq(tenants.domain, input.domain));
}
