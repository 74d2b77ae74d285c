import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';

/**
 * useSearchParams whose functional update starts from the address as it is now. React Router hands
 * the function the params of the last render, so two changes made before the page renders again (a
 * site filter cleared, then a kind picked at once) would put the first one back.
 */
export function useLiveSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const set = useCallback<SetURLSearchParams>(
    (next, options) => setParams(typeof next === 'function' ? () => next(new URLSearchParams(window.location.search)) : next, options),
    [setParams],
  );
  return [params, set];
}
