import { lazy, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/constants';

/**
 * What every page but the landing page needs before it renders: the slot recipes of its forms, tabs,
 * tables…, and zod set to validate without compiling code (the page's Content-Security-Policy has no
 * 'unsafe-eval'), kept out of the first load, whose landing page parses nothing.
 */
const loadPageSupport = () => Promise.all([import('../ui/pageSlotRecipes'), import('./zodConfig')]);

/**
 * React.lazy for a route's page, failing after the spec's chunk-load timeout instead of spinning
 * forever. `preload()` starts fetching the chunk early and settles when it is in (main.tsx waits for
 * the first page's, so the first paint is the page itself, not a skeleton and then the page).
 * A page whose chunk is in when it mounts renders at once, without suspending. The page renders
 * once its chunk and the pages' slot recipes are in (`slotRecipes: false` for a page that renders
 * no Chakra component with parts other than the avatar: the landing page).
 */
export function lazyPage<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { slotRecipes = true }: { slotRecipes?: boolean } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const once = () =>
    (loading ??= (slotRecipes ? Promise.all([load(), loadPageSupport()]).then(([page]) => page) : load()).then((page) => {
      loaded = page.default;
      return page;
    }));
  const Lazy = lazy(() =>
    Promise.race([
      once(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('페이지를 불러오는 데 시간이 너무 오래 걸립니다.')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]),
  );
  // Chosen once per mount: switching from Lazy to the loaded page later would remount the page.
  function Page(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: () => once().then(() => undefined, () => undefined) });
}
