import type { ServiceCtx } from '../../env';

/** The site's name as mail subjects show it. */
export const serviceName = (ctx: ServiceCtx): string =>
  ctx.tenant.settings?.service_info?.service_name ?? ctx.tenant.settings?.name ?? ctx.tenant.displayName;

export const fillService = (template: string, ctx: ServiceCtx) => template.replace('{service}', serviceName(ctx));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Sends one mail of this tenant through whichever mailer the entry configured. */
export async function sendTenantMail(ctx: ServiceCtx, to: string, subject: string, lines: string[]): Promise<void> {
  const text = lines.join('\n');
  const html = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  await ctx.deps.mailer.send(ctx.own.row({ to, subject, text, html }), { db: ctx.db });
}
