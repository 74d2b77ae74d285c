/** How long a browser without requestIdleCallback (Safari) waits instead. */
const FALLBACK_MS = 2000;

/**
 * Runs `task` in the browser's next idle moment (after the first paint, when nothing more urgent
 * waits): work the first screen does not need. `deadlineMs` runs it by then even on a page that is
 * never idle. Answers a function that cancels it.
 */
export function onIdle(task: () => void, deadlineMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, deadlineMs === undefined ? undefined : { timeout: deadlineMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(FALLBACK_MS, deadlineMs ?? FALLBACK_MS));
  return () => clearTimeout(id);
}

/** Settles in the browser's next idle moment (see onIdle). */
export const whenIdle = (): Promise<void> => new Promise((resolve) => onIdle(resolve));
