import { useRef } from 'react';

/**
 * The Idempotency key of a form's submit (docs/wallet.md Idempotency): a new key for new values, the
 * same key when the same values are sent again after a failure (the failed request may have gone
 * through, and the server then answers it instead of writing twice). `done()` after a success.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const signature = JSON.stringify(input);
      if (attempt.current?.signature !== signature) attempt.current = { key: crypto.randomUUID(), signature };
      return attempt.current.key;
    },
    done() {
      attempt.current = null;
    },
  };
}
