import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import { WITHDRAWAL_REASON_MAX } from '../../shared/wallet';
import type { BridgeTransferStatus, ChainBridge, Logger } from './types';

const TIMEOUT_MS = 10_000;
/** bridge-status asks while a page waits: a shorter wait, and a bridge that does not answer is shown unavailable. */
const INFO_TIMEOUT_MS = 3_000;

/**
 * A generic chain bridge's HTTP API (docs/wallet.md "Withdraw and the bridge"), JSON both ways,
 * `Authorization: Bearer <BRIDGE_API_KEY>`:
 * - `POST {base}/v1/transfers` {reference, amount, to_address, chain} with `Idempotency-Key: <reference>`
 *   → 2xx {id, status}; a 400 or 422 {message} is a refusal for good (the withdrawal fails, points back);
 * - `GET {base}/v1/transfers/{id}` → {id, status: pending | settled | failed, failure_reason?};
 * - `GET {base}/v1/status` → {available, chains}.
 * Anything else (unreachable, a timeout, 5xx, 401/403/404/409/429, an odd body) is UPSTREAM: nothing is
 * decided on our side and the job asks again.
 */
export function createHttpBridge(opts: { baseUrl: string; apiKey: string; fetch?: (req: Request) => Promise<Response>; log: Logger }): ChainBridge {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const send = opts.fetch ?? ((req: Request) => fetch(req));
  const upstream = () => new AppError('UPSTREAM', MSG.walletBridgeUpstream);

  async function call(path: string, init: { method: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number }): Promise<{ status: number; body: Record<string, unknown> | null }> {
    if (!base || !opts.apiKey) {
      opts.log.warn(`bridge: ${path} not called, BRIDGE_API_URL or BRIDGE_API_KEY is not set`);
      throw upstream();
    }
    let res: Response;
    try {
      res = await send(
        new Request(`${base}${path}`, {
          method: init.method,
          headers: { Accept: 'application/json', Authorization: `Bearer ${opts.apiKey}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
        }),
      );
    } catch (e) {
      opts.log.warn(`bridge: ${path} unreachable`, e);
      throw upstream();
    }
    const body = (await res.json().catch(() => null)) as unknown;
    return { status: res.status, body: body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null };
  }

  const reasonOf = (body: Record<string, unknown> | null, fallback: string) => {
    const r = body?.failure_reason ?? body?.message ?? body?.error;
    return (typeof r === 'string' && r.trim() ? r.trim() : fallback).slice(0, WITHDRAWAL_REASON_MAX);
  };

  return {
    async submit(transfer) {
      const { status, body } = await call('/v1/transfers', {
        method: 'POST',
        headers: { 'Idempotency-Key': transfer.reference },
        body: { reference: transfer.reference, amount: transfer.amount, to_address: transfer.toAddress, chain: transfer.chain },
      });
      if (status === 400 || status === 422) return { accepted: false, reason: reasonOf(body, MSG.walletBridgeRejected) };
      if (status < 200 || status >= 300 || typeof body?.id !== 'string' || !body.id) {
        opts.log.warn(`bridge: submit of ${transfer.reference} answered ${status}`);
        throw upstream();
      }
      return { accepted: true, txId: body.id };
    },
    async status(txId): Promise<BridgeTransferStatus> {
      const { status, body } = await call(`/v1/transfers/${encodeURIComponent(txId)}`, { method: 'GET' });
      if (status < 200 || status >= 300 || !body) {
        opts.log.warn(`bridge: status of ${txId} answered ${status}`);
        throw upstream();
      }
      if (body.status === 'pending') return { state: 'pending' };
      if (body.status === 'settled') return { state: 'settled' };
      if (body.status === 'failed') return { state: 'failed', reason: reasonOf(body, MSG.walletBridgeRejected) };
      opts.log.warn(`bridge: status of ${txId} in an unknown shape`);
      throw upstream();
    },
    async info() {
      try {
        const { status, body } = await call('/v1/status', { method: 'GET', timeoutMs: INFO_TIMEOUT_MS });
        const chains = Array.isArray(body?.chains) ? body.chains.filter((c): c is string => typeof c === 'string') : [];
        return { available: status >= 200 && status < 300 && body?.available === true, chains };
      } catch {
        return { available: false, chains: [] };
      }
    },
  };
}
