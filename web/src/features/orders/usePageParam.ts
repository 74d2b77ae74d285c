import { useCallback, useSyncExternalStore } from 'react';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants';

/** The list page in the address (?page=), so back and reload keep it; 1 when absent or nonsense. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useLiveSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (next > 1) q.set('page', String(next));
          else q.delete('page');
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage];
}

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const subscribe = (done: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', done);
  return () => query.removeEventListener('change', done);
};

/** From the 768 px breakpoint up (tables there, cards on a phone). */
export const useWide = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
