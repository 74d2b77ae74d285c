import * as xssModule from 'xss';
import { HERO_ALLOWED_TAGS, HERO_DROPPED_WITH_CONTENT, isSafeHref } from './hero-html-rules';

/**
 * The server's half of the hero texts' sanitising (shared/hero-html-rules.ts has the one whitelist and
 * why): the tenant console stores hero_subtitle and hero_description through this, so what
 * GET /api/tenant/current answers is harmless before the web's own pass at render time.
 */
// The library is CommonJS: Node's ESM loader gives its exports as the default only (the bundlers give both).
const { FilterXSS, friendlyAttrValue, safeAttrValue } = ((xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule) as typeof xssModule;

const heroFilter = new FilterXSS({
  whiteList: Object.fromEntries(HERO_ALLOWED_TAGS.map((tag) => [tag, tag === 'a' ? ['href'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...HERO_DROPPED_WITH_CONTENT],
  allowCommentTag: false,
  onTagAttr: (tag, name, value) => {
    // The library's own check first (entities and hidden characters decoded, javascript: and data: refused), then the whitelist's.
    if (tag !== 'a' || name !== 'href') return undefined;
    const safe = safeAttrValue(tag, name, value, undefined as never);
    return safe && isSafeHref(friendlyAttrValue(value)) ? `href="${safe}"` : '';
  },
});

/** A hero text as it may be stored: `<img src=x onerror=…>`, `<script>`, event attributes and `javascript:` links never survive. */
export const sanitizeHeroHtml = (html: string): string => (html ? heroFilter.process(html) : '');
