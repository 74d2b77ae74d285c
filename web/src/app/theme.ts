import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_THEME_COLOR } from '../../../shared/constants';
import { parseHex, readableOn, shade, textSafe } from '../lib/color';
import { withRegisteredSlotRecipes } from './slotRecipes';

/**
 * Chakra's default theme without what the app never uses. Building a system walks every token and
 * recipe on the main thread before the first paint, and the default config carries ~60 component
 * recipes and ten colour palettes: this keeps the slot recipe of the one component with parts a
 * guest's first paint renders (avatar; the others the app renders come with the pages, see
 * ui/pageSlotRecipes.ts) and the palettes it names (gray, red, orange, green, blue; brand and
 * accent are the tenant's).
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

const appThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    recipes,
    // The first paint's only component with parts; the others' come with the pages (slotRecipes.ts).
    slotRecipes: { avatar: avatarSlotRecipe },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** A palette Chakra's colorPalette prop understands, built from one colour. */
function palette(base: string) {
  return {
    solid: base,
    contrast: readableOn(base),
    fg: textSafe(base),
    muted: shade(base, 0.7),
    subtle: shade(base, 0.85),
    emphasized: shade(base, 0.55),
    focusRing: textSafe(base),
  };
}

/** A tap target of at least 44 px (11 = 2.75rem) on phones and tablets (below md), where fingers tap. */
export const TAP_TARGET = { mdDown: { minH: '11', minW: '11' } } as const;

/** Buttons of every size but the large ones (already 44 px and up) grow to a tap target below md. */
const tapTargetButtons = defineConfig({
  theme: {
    recipes: {
      button: { variants: { size: { '2xs': TAP_TARGET, xs: TAP_TARGET, sm: TAP_TARGET, md: TAP_TARGET } } },
    },
  },
});

const asTokens = (colors: Record<string, string>) => Object.fromEntries(Object.entries(colors).map(([k, value]) => [k, { value }]));

const valid = (c: string | undefined) => (c && parseHex(c) ? c : undefined);

/** The brand (primary) and accent palettes of a tenant's settings.theme. */
function brandPalettes(theme: Record<string, string> | undefined) {
  const primary = valid(theme?.primary) ?? DEFAULT_THEME_COLOR;
  return { brand: palette(primary), accent: palette(valid(theme?.accent) ?? primary) };
}

const BRAND_PALETTES = ['brand', 'accent'] as const;

/**
 * The tenant's colours as the CSS variables the system's brand and accent tokens stand for
 * (`--chakra-colors-brand-solid` …). Rendered by TenantGate over the build's values, unlayered, so
 * they win over the `@layer tokens` of chakra-global.css.
 */
export function brandCssVars(theme: Record<string, string> | undefined): Record<string, string> {
  const palettes = brandPalettes(theme);
  const dash = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return Object.fromEntries(
    BRAND_PALETTES.flatMap((name) => Object.entries(palettes[name]).map(([key, value]) => [`--${cssVarsPrefix}-colors-${name}-${dash(key)}`, value])),
  );
}

/**
 * The app's Chakra system, the same for every tenant: the brand and accent tokens hold the default
 * colour here and the tenant's through brandCssVars. Its global CSS (reset, global styles, every
 * token's variable) is built with the web app (web/build/chakra-global-css.ts) instead of on the
 * phone: building the system and serialising those 40 KB of styles was most of the app's start.
 */
export function createAppSystem(...extra: SystemConfig[]) {
  const { brand, accent } = brandPalettes(undefined);
  const system = createSystem(
    defaultBaseConfig,
    appThemeConfig,
    defineConfig({
      globalCss: {
        'html, body': {
          fontFamily:
            "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif",
          wordBreak: 'keep-all',
          // keep-all leaves a long unspaced word (a Korean compound, a URL) no place to wrap; this
          // breaks it only where it would otherwise push the page wider than the phone.
          overflowWrap: 'anywhere',
        },
        // Chakra's reset sets break-word here, which still lets such a word widen a grid column.
        'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
      },
      theme: {
        semanticTokens: {
          colors: {
            brand: asTokens(brand),
            accent: asTokens(accent),
            // Chakra's default error red (red.500) is 3.8:1 on white; red.600 passes 4.5:1 for error text.
            fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
          },
        },
      },
    }),
    tapTargetButtons,
    ...extra,
  );
  return withRegisteredSlotRecipes(system);
}

/**
 * Tells the browser's createSystem (patched by web/vite.config.ts) that its global CSS is built:
 * the system then skips building those styles again. Unpatched (tests, the dev server, the build's
 * own rendering of chakra-global.css) it is an unknown key and changes nothing.
 */
const GLOBAL_CSS_BUILT = { globalCssBuilt: true } as SystemConfig;

let appSystem: ReturnType<typeof createAppSystem> | null = null;

/**
 * The system the app renders with, built once, without its global styles: those come from the
 * build's chakra-global.css (imported by main.tsx), so ChakraProvider has none to serialise.
 */
export function renderSystem() {
  appSystem ??= { ...createAppSystem(GLOBAL_CSS_BUILT), _global: [] };
  return appSystem;
}
