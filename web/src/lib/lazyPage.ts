import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/constants';

/** The slot recipes of the pages' forms, tabs, tables… (not needed by the landing page). */
const loadSlotRecipes = () => import('../ui/pageSlotRecipes');

/**
 * React.lazy for a route's page, failing after the spec's chunk-load timeout instead of spinning
 * forever. `preload()` starts fetching the chunk early (the first load's page, before the app renders).
 * The page renders once its chunk and the pages' slot recipes are in (`slotRecipes: false` for a
 * page that renders no Chakra component with parts other than the avatar: the landing page).
 */
export function lazyPage<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { slotRecipes = true }: { slotRecipes?: boolean } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (loading ??= slotRecipes ? Promise.all([load(), loadSlotRecipes()]).then(([page]) => page) : load());
  const Page = lazy(() =>
    Promise.race([
      once(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('페이지를 불러오는 데 시간이 너무 오래 걸립니다.')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]),
  );
  return Object.assign(Page, { preload: () => void once().catch(() => {}) });
}
