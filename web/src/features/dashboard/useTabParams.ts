import { useCallback } from 'react';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';

/**
 * A tab's own state in the address (page, sort, filter…), so a reload or a shared link opens the
 * same list: `get` reads a parameter, `set` writes several at once (undefined removes one) and goes
 * back to page one unless the page itself is what changed.
 */
export function useTabParams() {
  const [params, setParams] = useLiveSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (!('page' in changes)) q.delete('page');
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || (k === 'page' && Number(v) <= 1)) q.delete(k);
            else q.set(k, String(v));
          }
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback((next: number) => set({ page: next }), [set]);
  return { page, setPage, get: (name: string) => params.get(name), set };
}
