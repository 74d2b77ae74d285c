import { ALL_CATEGORY } from './CategoryTabs';
import { useLiveSearchParams } from '../../../lib/useLiveSearchParams';

/**
 * The feed's state lives in the URL (?tab=&category=&search=&q=), so back and forward walk through
 * category and search changes. Each change is a new history entry.
 */
export function useFeedParams() {
  const [params, setParams] = useLiveSearchParams();
  const category = params.get('category') || ALL_CATEGORY;
  const q = (params.get('q') ?? '').trim();
  const searchMode = params.get('search') === 'true';

  const update = (patch: Record<string, string | null>) =>
    setParams((next) => {
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  return {
    category,
    q,
    searchMode,
    setCategory: (value: string) => update({ category: value === ALL_CATEGORY ? null : value, q: null }),
    setQuery: (term: string | null) => update({ q: term }),
    update,
  };
}
