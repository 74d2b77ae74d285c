import type { Logger } from './types';

/** "TypeError: fetch failed (cause: ECONNREFUSED …)": what went wrong, in one line. */
export function oneLine(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (cause: ${err.cause.message})` : '';
  return `${err.name}: ${err.message}${cause}`.replace(/\s*\n\s*/g, ' ');
}

/**
 * The console logger of Node and the Worker. Expected provider failures print one line; with
 * `stacks` (LOG_STACKS=true) they print their stack too, for debugging a provider.
 */
export function consoleLogger(opts: { stacks?: boolean } = {}): Logger {
  return {
    info: (message) => console.info(message),
    warn: (message, err) => {
      if (err === undefined) console.warn(message);
      else if (opts.stacks) console.warn(message, err);
      else console.warn(`${message}: ${oneLine(err)}`);
    },
    error: (message, err) => console.error(message, err),
  };
}
