import { describe, expect, it } from 'vitest';
import { sanitizeHeroHtml } from '../../shared/hero-html';
import { harmful, HOSTILE_HERO_TEXTS, KEPT_HERO_TEXTS } from '../fixtures/hero-html-cases';

/** The server's half of the hero texts' sanitising (the web's half: tests/e2e/hero-html.spec.ts). */
describe('sanitizeHeroHtml (stored hero texts)', () => {
  it.each(HOSTILE_HERO_TEXTS)('leaves nothing that runs of %s, and keeps its text', (input) => {
    const out = sanitizeHeroHtml(input);
    expect(harmful(out)).toEqual([]);
    expect(out).toContain('사과');
  });

  it.each(KEPT_HERO_TEXTS)('keeps the whitelist’s inline markup: %s', (input, want) => {
    expect(sanitizeHeroHtml(input)).toBe(want);
  });

  it('keeps a safe link’s address and drops an unsafe one’s', () => {
    expect(sanitizeHeroHtml('<a href="https://farm.example/a?b=1">농장</a>')).toBe('<a href="https://farm.example/a?b=1">농장</a>');
    expect(sanitizeHeroHtml('<a href="/products/3">상품</a>')).toBe('<a href="/products/3">상품</a>');
    expect(sanitizeHeroHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('the harm check itself sees each kind', () => {
    expect(harmful('<img src=x onerror=alert(1)>')).toEqual(['active element', 'event attribute']);
    expect(harmful('<a href="javascript:x">')).toEqual(['javascript: URL']);
    expect(harmful('<script>')).toEqual(['script']);
  });
});
