import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { AlertContext } from './alertContext';
import type { AlertOptions } from './AlertModal';

// The dialog (focus trap, dismiss layers) loads when the first alert opens: loaded at start-up, even
// in an idle moment, its chunk's evaluation blocked the phone's main thread just after the first paint.
const AlertModal = lazy(() => import('./AlertModal').then((m) => ({ default: m.AlertModal })));

/** Holds the one alert modal of the app and hands out `useAlert()`. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  // Mounted from the first alert on, so closing keeps its exit animation.
  const [used, setUsed] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const finish = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setCurrent(null);
  }, []);

  const show = useCallback((options: AlertOptions) => {
    // A new alert replaces an open one, which counts as cancelled.
    resolver.current?.(false);
    setUsed(true);
    setCurrent(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <AlertContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <AlertModal
            open={current !== null}
            {...(current ?? { message: '' })}
            onConfirm={() => finish(true)}
            onCancel={() => finish(false)}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}
