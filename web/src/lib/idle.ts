/** How long a browser without requestIdleCallback (Safari) waits instead. */
const FALLBACK_MS = 2000;

/**
 * Runs `task` in the browser's next idle moment (after the first paint, when nothing more urgent
 * waits): work the first screen does not need. Answers a function that cancels it.
 */
export function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, FALLBACK_MS);
  return () => clearTimeout(id);
}

/** Settles in the browser's next idle moment (see onIdle). */
export const whenIdle = (): Promise<void> => new Promise((resolve) => onIdle(resolve));
