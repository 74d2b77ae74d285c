/**
 * The pages the local simulators (card gateways, Kakao login) show in place of the provider's: one
 * template under the simulators' CSP (security-headers.ts: inline style, no script), so the three
 * look alike and escape alike. Each passes the styles of its own buttons and fields.
 */

/** Text and attribute values put into a simulator page. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const BASE_CSS = `
  body { font-family: system-ui, sans-serif; background: #f2f4f7; margin: 0; padding: 16px; color: #191919; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 20px; }
  h1 { font-size: 1.2rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 16px 0; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  button { padding: 12px 8px; font-size: 1rem; border-radius: 6px; border: 1px solid #191919; background: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .note { color: #555; font-size: 0.875rem; }
  .error { color: #b00020; font-weight: 600; }`;

/** A whole page: `title` is escaped here; `body` is the caller's markup (escape what it interpolates). */
export function simulatorPage(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}
${css}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
