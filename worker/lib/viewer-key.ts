import type { ServiceCtx } from '../env';
import { sha256Hex } from './crypto';

/**
 * Who is viewing, for "once per viewer and day" counts: `u:<user id>` when signed in, else a keyed
 * hash of the client address and user agent that changes with the day (not linkable across days).
 */
export async function viewerKey(ctx: ServiceCtx, day: string): Promise<string> {
  if (ctx.user) return `u:${ctx.user.id}`;
  const digest = await sha256Hex(`${ctx.deps.config.signingSecret}\n${day}\n${ctx.request.ip}\n${ctx.request.userAgent}`);
  return `a:${digest.slice(0, 32)}`;
}
