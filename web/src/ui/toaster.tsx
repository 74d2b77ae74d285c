import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '../lib/idle';

/** What a toast says: `type` picks its colour and icon; `duration` in ms (3 s unless given). */
export interface ToastOptions {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description?: string;
  duration?: number;
  /** A link the toast offers (장바구니 보기): the one part of it that takes taps besides its close button. */
  link?: { label: string; to: string };
}

// Chakra's toaster (a state machine, its styles, the portal) is not part of the first paint: it is
// mounted in an idle moment after start-up, or at the first toast, whichever comes first. A toast
// asked for before then waits here and shows as soon as it is mounted.
const ToasterView = lazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));
const waiting: ToastOptions[] = [];
let show: ((options: ToastOptions) => void) | null = null;
let mountNow: (() => void) | null = null;

function connect(create: (options: ToastOptions) => void) {
  show = create;
  for (const options of waiting.splice(0)) create(options);
  return () => {
    if (show === create) show = null;
  };
}

/** The app's one toaster: `toaster.create({ type: 'success', title })` from anywhere, even just before navigating. */
export const toaster = {
  create(options: ToastOptions) {
    if (show) return show(options);
    waiting.push(options);
    mountNow?.();
  },
};

/** Mounted once in App: renders the toasts, from an idle moment after the first paint on. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    mountNow = mount;
    if (waiting.length) mount();
    const cancel = onIdle(mount);
    return () => {
      mountNow = null;
      cancel();
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterView onReady={connect} />
    </Suspense>
  ) : null;
}
