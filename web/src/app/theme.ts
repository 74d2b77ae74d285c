import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { DEFAULT_THEME_COLOR } from '../../../shared/constants';
import { parseHex, readableOn, shade, textSafe } from '../lib/color';

/** A palette Chakra's colorPalette prop understands, built from one colour. */
function palette(base: string) {
  const solid = base;
  return {
    solid: { value: solid },
    contrast: { value: readableOn(solid) },
    fg: { value: textSafe(solid) },
    muted: { value: shade(solid, 0.7) },
    subtle: { value: shade(solid, 0.85) },
    emphasized: { value: shade(solid, 0.55) },
    focusRing: { value: textSafe(solid) },
  };
}

const valid = (c: string | undefined) => (c && parseHex(c) ? c : undefined);

/** The Chakra system of one tenant: brand (primary) and accent palettes from settings.theme. */
export function createBrandSystem(theme: Record<string, string> | undefined) {
  const primary = valid(theme?.primary) ?? DEFAULT_THEME_COLOR;
  const accent = valid(theme?.accent) ?? primary;
  return createSystem(
    defaultConfig,
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
            brand: palette(primary),
            accent: palette(accent),
            // Chakra's default error red (red.500) is 3.8:1 on white; red.600 passes 4.5:1 for error text.
            fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
          },
        },
      },
    }),
  );
}
