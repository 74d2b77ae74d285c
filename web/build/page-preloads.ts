import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { FIRST_PAGE_LAYOUTS, FIRST_PAGES, FIRST_TABS, PAGES_WITHOUT_SLOT_RECIPES, type PagePreloads } from '../../shared/first-pages';
import { PAGE_PRELOADS_ELEMENT_ID } from '../../shared/constants';

/**
 * What every first page loads besides its own chunk: the pages' support (lazyPage.tsx: the slot
 * recipes and zod's setting for the CSP) and the tRPC transport (main.tsx).
 */
const SLOT_RECIPES_MODULE = 'src/ui/pageSlotRecipes.ts';
const ZOD_CONFIG_MODULE = 'src/lib/zodConfig.ts';
const TRANSPORT_MODULE = 'src/lib/trpcHttp.ts';

/**
 * Writes into the built index.html, for every page of shared/first-pages.ts, the files its first
 * render needs beyond the entry's own (the page's chunk, its layout's, what they import, the slot
 * recipes and the transport), as a JSON script the server takes out again and turns into
 * `<link rel="modulepreload">` for the page it serves (worker/web/app-page.ts). Without them those files are requested only after
 * the entry has downloaded and run. The build fails when a module of the table is in no chunk.
 */
export function pagePreloads(webRoot: string): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
          const queue = [start.fileName];
          while (queue.length) {
            const file = queue.pop()!;
            if (into.has(file)) continue;
            into.add(file);
            queue.push(...(byFile.get(file)?.imports ?? []));
          }
          return into;
        };
        const chunkOf = (module: string) => {
          const id = path.join(webRoot, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`page-preloads: ${module} is in no chunk of the build (shared/first-pages.ts)`);
          return chunk;
        };
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entry);
        const preloads: PagePreloads = {};
        for (const [, module] of FIRST_PAGES) {
          const needed = new Set<string>();
          closure(chunkOf(`src/${module}.tsx`), needed);
          const layout = FIRST_PAGE_LAYOUTS[module];
          if (layout) closure(chunkOf(`src/${layout}.tsx`), needed);
          if (!PAGES_WITHOUT_SLOT_RECIPES.has(module)) {
            closure(chunkOf(SLOT_RECIPES_MODULE), needed);
            closure(chunkOf(ZOD_CONFIG_MODULE), needed);
          }
          closure(chunkOf(TRANSPORT_MODULE), needed);
          preloads[module] = [...needed].filter((file) => !entry.has(file)).map((file) => `/${file}`);
        }
        // A tab's files beyond the entry's (its page's files are named as well).
        for (const [, , module] of FIRST_TABS) {
          const needed = new Set<string>();
          closure(chunkOf(`src/${module}.tsx`), needed);
          preloads[module] = [...needed].filter((file) => !entry.has(file)).map((file) => `/${file}`);
        }
        const json = JSON.stringify(preloads).replace(/</g, '\\u003c');
        return html.replace('</head>', () => `<script type="application/json" id="${PAGE_PRELOADS_ELEMENT_ID}">${json}</script>\n</head>`);
      },
    },
  };
}
