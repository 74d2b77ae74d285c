import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { harmful, HOSTILE_HERO_TEXTS, KEPT_HERO_TEXTS } from '../fixtures/hero-html-cases';

/**
 * The web's half of the hero texts' sanitising (web/src/lib/sanitizeHtml.ts, what SafeHtml renders),
 * in the browser it is written for: the same hostile texts as the server's half
 * (tests/unit/hero-html.test.ts) leave nothing that runs, and nothing runs while they are cleaned.
 */
const bundle = buildSync({
  entryPoints: [fileURLToPath(new URL('../../web/src/lib/sanitizeHtml.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'heroSanitizer',
}).outputFiles[0].text;

test('the render-time sanitiser leaves no script, event attribute, javascript: link or image of a hostile hero text', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ content: bundle });
  const cleaned = await page.evaluate((texts) => {
    const w = window as unknown as { heroSanitizer: { sanitizeHtml(html: string): string } };
    const out = document.getElementById('out')!;
    return texts.map((t) => {
      const html = w.heroSanitizer.sanitizeHtml(t);
      // Rendered as SafeHtml renders it: anything left that runs would run now.
      out.innerHTML = html;
      return html;
    });
  }, [...HOSTILE_HERO_TEXTS]);
  for (const [i, html] of cleaned.entries()) {
    expect(harmful(html), `${HOSTILE_HERO_TEXTS[i]} → ${html}`).toEqual([]);
    expect(html).toContain('사과');
  }
  const kept = await page.evaluate(
    (texts) => texts.map((t) => (window as unknown as { heroSanitizer: { sanitizeHtml(html: string): string } }).heroSanitizer.sanitizeHtml(t)),
    KEPT_HERO_TEXTS.map(([input]) => input),
  );
  expect(kept).toEqual(KEPT_HERO_TEXTS.map(([, want]) => want));
  await page.waitForTimeout(300);
  expect(alerts).toEqual([]);
});
