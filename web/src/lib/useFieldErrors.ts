import { useCallback, useRef, useState } from 'react';

/**
 * A form's field errors and the controls they belong to: `show` replaces the errors and focuses the
 * first field that has one in screen order (`order`), `set` changes one field's message (null clears it).
 */
export function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const controls = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const bind = (field: F) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };

  const show = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    const first = order.find((f) => found[f]);
    if (first) controls.current[first]?.focus();
  };

  const set = useCallback((field: F, message: string | null) => {
    setErrors((all) => {
      if (!message && !all[field]) return all;
      const { [field]: _old, ...rest } = all;
      return (message ? { ...rest, [field]: message } : rest) as Partial<Record<F, string>>;
    });
  }, []);

  return { errors, bind, show, set };
}
