import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import type { Logger, PointGateway, PointPayment } from './types';

export const PORTONE_API = 'https://api.iamport.kr';

const STATUSES: readonly PointPayment['status'][] = ['paid', 'failed', 'cancelled', 'ready'];
const TIMEOUT_MS = 10_000;

/**
 * PortOne (iamport) v1 REST: an access token from the REST API key and secret (POST /users/getToken),
 * then GET /payments/{imp_uid} and POST /payments/cancel with it. Every answer is {code, message,
 * response}; code 0 is success. A token is asked for per call: top-ups are rare and a cached token
 * would need its expiry tracked across Worker isolates.
 */
export function createPortOne(opts: { apiKey: string; apiSecret: string; baseUrl?: string; fetch?: (req: Request) => Promise<Response>; log: Logger }): PointGateway {
  const base = opts.baseUrl ?? PORTONE_API;
  const send = opts.fetch ?? ((req: Request) => fetch(req));
  const upstream = () => new AppError('UPSTREAM', MSG.paymentUpstream);

  async function call(path: string, init: { method: string; token?: string; body?: unknown }): Promise<{ code: number; message: string | null; response: unknown }> {
    let res: Response;
    try {
      res = await send(
        new Request(`${base}${path}`, {
          method: init.method,
          headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
    } catch (e) {
      opts.log.warn(`portone: ${path} unreachable`, e);
      throw upstream();
    }
    const answer = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown; response?: unknown } | null;
    if (!answer || typeof answer.code !== 'number') {
      opts.log.warn(`portone: ${path} answered ${res.status} without a code`);
      throw upstream();
    }
    return { code: answer.code, message: typeof answer.message === 'string' ? answer.message : null, response: answer.response };
  }

  async function token(): Promise<string> {
    const answer = await call('/users/getToken', { method: 'POST', body: { imp_key: opts.apiKey, imp_secret: opts.apiSecret } });
    const t = (answer.response as { access_token?: unknown } | null)?.access_token;
    if (answer.code !== 0 || typeof t !== 'string') {
      opts.log.warn(`portone: no token (${answer.code} ${answer.message ?? ''})`);
      throw upstream();
    }
    return t;
  }

  return {
    async getPayment(impUid) {
      const answer = await call(`/payments/${encodeURIComponent(impUid)}`, { method: 'GET', token: await token() });
      // PortOne answers 404 with a non-zero code for an imp_uid it does not know.
      if (answer.code !== 0 || answer.response === null) return null;
      const p = answer.response as Record<string, unknown>;
      const status = STATUSES.find((s) => s === p.status);
      if (typeof p.imp_uid !== 'string' || typeof p.merchant_uid !== 'string' || typeof p.amount !== 'number' || !status) {
        opts.log.warn(`portone: payment ${impUid} answered in an unknown shape`);
        throw upstream();
      }
      return { imp_uid: p.imp_uid, merchant_uid: p.merchant_uid, amount: p.amount, status, currency: typeof p.currency === 'string' ? p.currency : 'KRW' };
    },
    async cancel(impUid, amount, reason) {
      const answer = await call('/payments/cancel', { method: 'POST', token: await token(), body: { imp_uid: impUid, amount, reason } });
      if (answer.code !== 0) {
        opts.log.warn(`portone: cancel of ${impUid} refused (${answer.code} ${answer.message ?? ''})`);
        throw upstream();
      }
    },
  };
}
