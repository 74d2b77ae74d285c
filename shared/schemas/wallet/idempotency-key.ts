import { z } from 'zod';
import { MSG } from '../../messages';
import { IDEMPOTENCY_KEY_MAX } from '../../wallet';

/**
 * An Idempotency-Key: the REST header or tRPC's `idempotencyKey`; absent, the request is not
 * deduplicated. Visible ASCII without a colon: the ledger's own keys (`withdraw:<id>:settled`,
 * `earn:…`, `transfer-from:…`) all have one, so a caller can never take a key the server will need.
 */
export const idempotencyKeySchema = z
  .string({ error: MSG.walletIdempotencyKeyInvalid })
  .trim()
  .min(1, MSG.walletIdempotencyKeyInvalid)
  .max(IDEMPOTENCY_KEY_MAX, MSG.walletIdempotencyKeyInvalid)
  .regex(/^[\x21-\x39\x3b-\x7e]+$/, MSG.walletIdempotencyKeyInvalid)
  .optional();
