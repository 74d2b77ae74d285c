/** Small colour helpers so a tenant's single brand hex can give a readable palette. */
const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;

/** Mix towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb.map((v) => v + (target - v) * a));
}

function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour for a filled background: white when it reads well enough, else near-black. */
export const readableOn = (bg: string): string => (contrastRatio(bg, '#ffffff') >= 3 ? '#ffffff' : '#1a1a1a');

/**
 * A shade of the brand colour usable as text on white and light surfaces (WCAG AA 4.5:1); light brand colours such as
 * the default orange are darkened until they pass.
 */
export function textSafe(hex: string): string {
  let c = hex;
  // Brand text also sits on tinted and grey surfaces (hero tint, footer), not only on white:
  // aim for 4.5:1 against a light grey as dark as those.
  for (let i = 0; i < 10 && contrastRatio(c, '#e2e2e2') < 4.5; i++) c = shade(c, -0.12);
  return c;
}
