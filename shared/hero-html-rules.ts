/**
 * The HTML a site's hero texts may hold (commerce.md §3 Tenant settings: hero_subtitle and
 * hero_description allow HTML): one whitelist for both ends. The server sanitises the texts when the
 * tenant console saves them (shared/hero-html.ts, with the xss library); the web sanitises again when
 * it renders them (web/src/lib/sanitizeHtml.ts, with the browser's inert DOMParser). Only harmless
 * inline markup survives; other tags are unwrapped to their text, these are dropped with their
 * content, and no attribute survives but a link's safe href. Kept apart from the xss library so the
 * web bundle takes the list without the library.
 */
export const HERO_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'mark', 'a', 'p', 's', 'sub', 'sup'] as const;
export const HERO_DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'] as const;

/** A link target that runs nothing: web, mail and phone links, and the site's own paths. */
export const isSafeHref = (href: string): boolean => /^(https?:|mailto:|tel:|\/|#)/i.test(href.trim()) && !/^\s*javascript:/i.test(href);
