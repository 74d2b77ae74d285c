import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Chakra component with parts renders unstyled when its slot recipe is not registered (the theme
 * keeps only the avatar's; web/src/ui/pageSlotRecipes.ts registers the pages', and a chunk whose
 * components no other page renders may register its own through registerSlotRecipes). Every `X.Root`
 * the web app renders must have its recipe in one of them: a new component with parts cannot ship bare.
 */
const WEB = path.resolve(__dirname, '../../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** `DataList` → `dataList`, as Chakra names its slot recipes. */
const recipeKey = (component: string) => component[0].toLowerCase() + component.slice(1);

describe('slot recipes', () => {
  it('registers the recipe of every Chakra component with parts the app renders', () => {
    const used = new Set<string>();
    for (const file of sources(WEB)) {
      const text = readFileSync(file, 'utf8');
      const imported = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/.exec(text)?.[1] ?? '';
      for (const m of text.matchAll(/<([A-Z][A-Za-z]+)\.Root\b/g)) if (imported.includes(m[1])) used.add(m[1]);
    }
    const registering = sources(WEB).filter((f) => f.endsWith('app/theme.ts') || /registerSlotRecipes\(\{/.test(readFileSync(f, 'utf8')));
    const registered = registering.map((f) => readFileSync(f, 'utf8')).join('\n');
    const missing = [...used].filter((c) => !new RegExp(`\\b${recipeKey(c)}:`).test(registered));
    expect(used.size).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
