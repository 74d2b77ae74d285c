import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORY } from './CategoryTabs';

/**
 * The feed's state lives in the URL (?tab=&category=&search=&q=), so back and forward walk through
 * category and search changes. Each change is a new history entry.
 */
export function useFeedParams() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || ALL_CATEGORY;
  const q = (params.get('q') ?? '').trim();
  const searchMode = params.get('search') === 'true';

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  return {
    category,
    q,
    searchMode,
    setCategory: (value: string) => update({ category: value === ALL_CATEGORY ? null : value, q: null }),
    setQuery: (term: string | null) => update({ q: term }),
    update,
  };
}
