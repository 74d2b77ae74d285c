import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AlertContext } from './alertContext';
import { AlertModal, type AlertOptions } from './AlertModal';

/** Holds the one alert modal of the app and hands out `useAlert()`. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const finish = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setCurrent(null);
  }, []);

  const show = useCallback((options: AlertOptions) => {
    // A new alert replaces an open one, which counts as cancelled.
    resolver.current?.(false);
    setCurrent(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <AlertContext.Provider value={show}>
      {children}
      <AlertModal
        open={current !== null}
        {...(current ?? { message: '' })}
        onConfirm={() => finish(true)}
        onCancel={() => finish(false)}
      />
    </AlertContext.Provider>
  );
}
