import { DEFAULT_THEME_COLOR, PAGE_DATA_ELEMENT_ID, PAGE_PRELOADS_ELEMENT_ID, TENANT_SEED_ELEMENT_ID } from '../../shared/constants';
import { firstPageModule, firstTabModule, type PagePreloads } from '../../shared/first-pages';
import type { PublicTenant } from '../../shared/schemas/tenant';

import type { PageData } from './page-data';
import { DESCRIPTION_MAX, type PageMeta } from './page-meta';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * JSON that is safe between <script> tags: no `<` (so no `</script>` or `<!--`), no `>` or `&`,
 * and no U+2028/U+2029 (line ends to older JavaScript parsers). All stay valid JSON escapes.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text of a setting that may hold HTML (the hero texts): tags dropped, spaces collapsed. */
const plainText = (s: string | undefined) => (s ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The page's description: the site's own words when it has them, cut at the spec's 160 characters. */
export function describeTenant(t: PublicTenant): string {
  const info = t.settings.service_info ?? {};
  const own = [info.service_description, info.hero_description, info.hero_subtitle, info.service_tagline].map(plainText).filter(Boolean);
  const name = plainText(info.service_name) || t.display_name;
  const text = own.length ? `${name} - ${own.slice(0, 2).map((s) => s.replace(/[.!?]$/, '')).join('. ')}` : `${name} - 우리 동네 생산자의 상품을 만나는 로컬 마켓`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The built index.html made into one site's page: its title, theme colour, icon and description in
 * the head, and the tenant itself (as tenant.current answers it, as plain JSON: a PublicTenant holds
 * only strings, numbers, booleans and records, so the page needs no superjson to read it) in a JSON
 * script tag the web app reads before it renders, so the first paint needs no request. `null`
 * (unknown host, lookup failure) puts `null` there: the app shows its service error screen at once.
 */
export function renderAppPage(
  template: string,
  tenant: PublicTenant | null,
  { pathname = '/', tab = null, meta = null, data = null }: { pathname?: string; tab?: string | null; meta?: PageMeta | null; data?: PageData | null } = {},
): string {
  const built = splitTemplate(template);
  let html = built.html;
  if (tenant) {
    const primary = tenant.settings.theme?.primary;
    const themeColor = primary && HEX_COLOR.test(primary) ? primary : DEFAULT_THEME_COLOR;
    // Replacement functions, not strings: a tenant's text may hold `$&` and the like.
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(tenant.display_name)}</title>`)
      .replace(/(<meta name="theme-color" content=")[^"]*"/, (_, head) => `${head}${escapeAttr(themeColor)}"`)
      .replace(/(<meta name="description" content=")[^"]*"/, (_, head) => `${head}${escapeAttr(describeTenant(tenant))}"`);
    const logo = tenant.settings.logo_url;
    if (logo) html = html.replace(/(<link rel="icon" id="app-favicon" href=")[^"]*"/, (_, head) => `${head}${escapeAttr(logo)}"`);
  }
  if (tenant && meta) html = withPreview(html, tenant, meta);
  const seed = tenant ? scriptSafeJson(tenant) : 'null';
  const script = `<script id="${TENANT_SEED_ELEMENT_ID}" type="application/json">${seed}</script>`;
  return html.replace('</head>', () => `${pagePreloadLinks(built.preloads, pathname, tab)}${script}\n${data ? firstScreen(data) : ''}</head>`);
}

const PRELOADS_SCRIPT = new RegExp(`<script type="application/json" id="${PAGE_PRELOADS_ELEMENT_ID}">([^<]*)</script>\\n?`);

let lastSplit: { template: string; html: string; preloads: PagePreloads } | null = null;

/**
 * The built index.html without the build's list of each first page's chunks (web/build/page-preloads.ts),
 * and that list: read once per template, never sent as it is.
 */
function splitTemplate(template: string) {
  if (lastSplit?.template === template) return lastSplit;
  const match = PRELOADS_SCRIPT.exec(template);
  let preloads: PagePreloads = {};
  try {
    preloads = match ? (JSON.parse(match[1]) as PagePreloads) : {};
  } catch {
    // A template without a readable list only loses the preloads.
  }
  lastSplit = { template, html: match ? template.replace(match[0], '') : template, preloads };
  return lastSplit;
}

/**
 * The chunks of the page the address opens on, as module preloads: they download beside the entry
 * instead of after it has run (`crossorigin`, as the build's own preloads, so the scripts reuse them).
 */
function pagePreloadLinks(preloads: PagePreloads, pathname: string, tab: string | null): string {
  const module = firstPageModule(pathname);
  const tabModule = firstTabModule(pathname, tab);
  const files = [...new Set([...((module && preloads[module]) || []), ...((tabModule && preloads[tabModule]) || [])])];
  return files
    .filter((href) => typeof href === 'string' && href.startsWith('/assets/'))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}" />\n`)
    .join('');
}

/**
 * The first screen's data in a JSON script tag (web/src/app/pageDataSeed.ts puts it into the query
 * cache for a guest), and its first pictures preloaded: they download with the page, not after
 * the app has rendered.
 */
function firstScreen(data: PageData): string {
  if (data.queries.length === 0) return '';
  const preloads = data.images.map((href, i) => `<link rel="preload" as="image" href="${escapeAttr(href)}"${i === 0 ? ' fetchpriority="high"' : ''} />`);
  return [...preloads, `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data.queries)}</script>`, ''].join('\n');
}

/**
 * A post's or product's page as a link preview reads it: its own title and description, and the
 * open graph and twitter card fields, canonical URL, first image, author and times in the head.
 */
function withPreview(html: string, tenant: PublicTenant, meta: PageMeta): string {
  const title = `${meta.title} - ${tenant.display_name}`;
  const property = (name: string, value: string | null) => (value ? `<meta property="${name}" content="${escapeAttr(value)}" />` : '');
  const named = (name: string, value: string | null) => (value ? `<meta name="${name}" content="${escapeAttr(value)}" />` : '');
  const tags = [
    `<link rel="canonical" href="${escapeAttr(meta.url)}" />`,
    property('og:type', meta.type === 'article' ? 'article' : 'product'),
    property('og:site_name', tenant.display_name),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('author', meta.author),
    property('article:author', meta.type === 'article' ? meta.author : null),
    property('article:published_time', meta.type === 'article' ? meta.published : null),
    property('article:modified_time', meta.type === 'article' ? meta.modified : null),
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, head) => `${head}${escapeAttr(meta.description || describeTenant(tenant))}"`)
    .replace('</head>', () => `${tags.join('\n')}\n</head>`);
}
