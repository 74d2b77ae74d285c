import { FilterXSS, friendlyAttrValue, safeAttrValue } from 'xss';

/**
 * The HTML a site's hero texts may hold (commerce.md §3 Tenant settings: hero_subtitle and
 * hero_description allow HTML). One whitelist for both ends: the server sanitises the texts when the
 * tenant console saves them (worker/services/admin/tenants/update-settings.ts, with the xss library),
 * and the web sanitises again when it renders them (web/src/lib/sanitizeHtml.ts, with the browser's
 * inert DOMParser), so a text stored before this rule, or written to the row by hand, is harmless too.
 * Only harmless inline markup survives; other tags are unwrapped to their text, these are dropped with
 * their content, and no attribute survives but a link's safe href.
 */
export const HERO_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'mark', 'a', 'p', 's', 'sub', 'sup'] as const;
export const HERO_DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'] as const;

/** A link target that runs nothing: web, mail and phone links, and the site's own paths. */
export const isSafeHref = (href: string): boolean => /^(https?:|mailto:|tel:|\/|#)/i.test(href.trim()) && !/^\s*javascript:/i.test(href);

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
