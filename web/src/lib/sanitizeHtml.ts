import { HERO_ALLOWED_TAGS, HERO_DROPPED_WITH_CONTENT, isSafeHref } from '../../../shared/hero-html-rules';

/**
 * Tenant hero texts may hold HTML (platform.md §2, commerce.md §3 Tenant settings). Only harmless
 * inline markup survives: everything else is unwrapped to its text, and attributes other than a safe
 * href are dropped. The whitelist is the server's (shared/hero-html-rules.ts): the tenant console
 * stores the texts sanitised by it already, and this second pass at render time keeps a text stored
 * before that rule, or written by hand, just as harmless.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(HERO_ALLOWED_TAGS.map((t) => t.toUpperCase()));
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(HERO_DROPPED_WITH_CONTENT.map((t) => t.toUpperCase()));

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const out = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = el.getAttribute('href');
    if (href && isSafeHref(href)) {
      out.setAttribute('href', href);
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const c of children) out.appendChild(c);
  return [out];
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  // DOMParser documents are inert: scripts do not run and images do not load while we walk them.
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const wrapper = target.createElement('div');
  for (const n of Array.from(parsed.body.childNodes).flatMap((c) => clean(c, target))) wrapper.appendChild(n);
  return wrapper.innerHTML;
}
