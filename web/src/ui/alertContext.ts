import { createContext, useContext } from 'react';
import type { AlertOptions } from './AlertModal';

/** Opens the alert modal; resolves true on confirm, false on cancel, Escape or backdrop. */
export type ShowAlert = (options: AlertOptions) => Promise<boolean>;

export const AlertContext = createContext<ShowAlert | null>(null);

export function useAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlert outside AlertProvider');
  return show;
}
