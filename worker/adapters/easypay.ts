import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import { timingSafeEqual } from '../lib/crypto';
import type { GatewayAccount, GatewayApproval, Logger, PaymentGateway } from './types';

/**
 * KICC EasyPay online payments over its JSON API (docs.kicc.co.kr): transaction registration
 * (webpay) answers the pay page's address, approval takes the authorizationId the browser brings
 * back, revise (type 40) cancels the whole approval. The host follows the tenant's environment.
 * Recurring payments: a registration with payMethodTypeCode 81 and amount 0 issues a batch key on the
 * pay page (its approval answers the key in cardInfo.cardNo and the masked card in cardInfo.cardMaskNo);
 * the batch approval charges that key with no browser.
 */
export const EASYPAY_HOSTS = { test: 'https://testpgapi.easypay.co.kr', prod: 'https://pgapi.easypay.co.kr' } as const;
/** The local simulator (worker/adapters/easypay-simulator.ts), reached in-process. */
export const EASYPAY_SIMULATOR_HOSTS = { test: 'http://easypay-simulator.invalid/dev/easypay', prod: 'http://easypay-simulator.invalid/dev/easypay' } as const;

export const EASYPAY_PATHS = {
  register: '/api/ep9/trades/webpay',
  approve: '/api/ep9/trades/approval',
  cancel: '/api/trades/revise',
  retrieve: '/api/trades/retrieveTransaction',
  /** Recurring payments: a charge with a batch key (billing key), no pay page. */
  batch: '/api/trades/approval/batch',
} as const;

/** payMethodTypeCode of a card payment, and of a batch-key (billing key) issuance through the pay page. */
export const PAY_METHOD_CARD = '11';
export const PAY_METHOD_BATCH_KEY = '81';

/** KICC asks for 30 s on the approval (it settles with the card company); the others are quick. */
const APPROVE_TIMEOUT_MS = 30_000;
const CALL_TIMEOUT_MS = 10_000;
const encoder = new TextEncoder();

/** The fields the approval's message-authentication value covers, in order. */
export const approvalAuthText = (a: { pgCno: string; amount: number; transactionDate: string }) => `${a.pgCno}|${a.amount}|${a.transactionDate}`;

/** HMAC-SHA256 of `text` with the tenant's msg_auth_secret, hex. */
export async function msgAuthValue(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the approval's msgAuthValue is the tenant's HMAC of its fields (constant-time compare). */
export async function verifyApproval(secret: string, a: GatewayApproval): Promise<boolean> {
  if (!secret || !/^[0-9a-f]{64}$/i.test(a.msgAuthValue)) return false;
  const expected = await msgAuthValue(secret, approvalAuthText(a));
  return timingSafeEqual(encoder.encode(expected), encoder.encode(a.msgAuthValue.toLowerCase()));
}

export interface EasyPayOptions {
  hosts: { test: string; prod: string };
  /** The simulator is reached in-process; the real gateway over the network. */
  fetch?: (req: Request) => Promise<Response>;
  log: Logger;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** An approval's answer (the pay page's, or a batch charge's); a batch-key issuance carries the key and the masked card. */
function approvalOf(a: Record<string, unknown>): GatewayApproval {
  const payment = obj(a.paymentInfo);
  const card = obj(payment.cardInfo);
  const payMethod = str(payment.payMethodTypeCode);
  return {
    resCd: str(a.resCd),
    resMsg: str(a.resMsg),
    pgCno: str(a.pgCno),
    amount: typeof a.amount === 'number' ? a.amount : Number(str(a.amount)) || 0,
    transactionDate: str(a.transactionDate),
    msgAuthValue: str(a.msgAuthValue),
    payMethod: payMethod || 'card',
    ...(payMethod === PAY_METHOD_BATCH_KEY ? { batchKey: str(card.cardNo), cardLabel: str(card.cardMaskNo) } : {}),
  };
}

export function createEasyPay(opts: EasyPayOptions): PaymentGateway {
  const doFetch = opts.fetch ?? ((req: Request) => fetch(req));
  const upstream = () => new AppError('UPSTREAM', MSG.paymentUpstream);

  async function call(account: GatewayAccount, path: string, body: Record<string, unknown>, timeoutMs: number): Promise<Record<string, unknown>> {
    const url = `${opts.hosts[account.environment] ?? opts.hosts.test}${path}`;
    let res: Response;
    try {
      res = await doFetch(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ mallId: account.mallId, ...body }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch (err) {
      opts.log.warn(`easypay ${path} failed`, err);
      throw upstream();
    }
    if (!res.ok) {
      opts.log.warn(`easypay answered ${res.status} (${path})`);
      throw upstream();
    }
    try {
      const json = (await res.json()) as unknown;
      if (typeof json !== 'object' || json === null) throw new Error('not an object');
      return json as Record<string, unknown>;
    } catch (err) {
      opts.log.warn(`easypay answered no JSON (${path})`, err);
      throw upstream();
    }
  }

  return {
    async register(account, tx) {
      const answer = await call(
        account,
        EASYPAY_PATHS.register,
        {
          shopOrderNo: tx.shopOrderNo,
          shopTransactionId: tx.shopTransactionId,
          amount: tx.amount,
          currency: '00',
          returnUrl: tx.returnUrl,
          deviceTypeCode: tx.deviceType,
          orderInfo: {
            goodsName: tx.goodsName,
            customerInfo: { customerName: tx.customerName, customerMail: tx.customerEmail, customerContactNo: tx.customerContactNo },
          },
          payMethodTypeCode: tx.billingKey ? PAY_METHOD_BATCH_KEY : PAY_METHOD_CARD,
          clientTypeCode: '00',
        },
        CALL_TIMEOUT_MS,
      );
      const authPageUrl = str(answer.authPageUrl);
      if (str(answer.resCd) !== '0000' || !authPageUrl) {
        opts.log.warn(`easypay registration refused: ${str(answer.resCd)} ${str(answer.resMsg)}`);
        throw upstream();
      }
      return { authPageUrl };
    },
    async approve(account, req) {
      return approvalOf(await call(account, EASYPAY_PATHS.approve, req, APPROVE_TIMEOUT_MS));
    },
    async chargeKey(account, req) {
      const a = await call(
        account,
        EASYPAY_PATHS.batch,
        {
          shopOrderNo: req.shopOrderNo,
          shopTransactionId: req.shopTransactionId,
          approvalReqDate: req.approvalReqDate,
          amount: req.amount,
          currency: '00',
          orderInfo: {
            goodsName: req.goodsName,
            customerInfo: { customerName: req.customerName, customerMail: req.customerEmail, customerContactNo: req.customerContactNo },
          },
          payMethodInfo: { billKeyMethodInfo: { batchKey: req.batchKey }, cardMethodInfo: { installmentMonth: 0 } },
        },
        APPROVE_TIMEOUT_MS,
      );
      return approvalOf(a);
    },
    async cancel(account, req) {
      const a = await call(
        account,
        EASYPAY_PATHS.cancel,
        {
          shopTransactionId: req.shopTransactionId,
          pgCno: req.pgCno,
          // 40: the whole approval; 32: part of a card approval (KICC's revise types).
          reviseTypeCode: req.partial ? '32' : '40',
          amount: req.amount,
          reviseMessage: req.reason,
          clientIp: '127.0.0.1',
          clientId: 'server',
          msgAuthValue: await msgAuthValue(account.msgAuthSecret, `${req.pgCno}|${req.shopTransactionId}`),
        },
        CALL_TIMEOUT_MS,
      );
      return { resCd: str(a.resCd), resMsg: str(a.resMsg) };
    },
    async retrieve(account, req) {
      const a = await call(
        account,
        EASYPAY_PATHS.retrieve,
        {
          shopTransactionId: req.shopTransactionId,
          shopOrderNo: req.shopOrderNo,
          msgAuthValue: await msgAuthValue(account.msgAuthSecret, `${req.shopOrderNo}|${req.shopTransactionId}`),
        },
        CALL_TIMEOUT_MS,
      );
      const state = str(a.tradeState);
      return {
        // Anything but a clear answer is treated as "not decided": the payment stays pending.
        state: str(a.resCd) === '0000' && (state === 'approved' || state === 'declined' || state === 'cancelled') ? state : 'none',
        resCd: str(a.tradeResCd),
        resMsg: str(a.tradeResMsg),
        pgCno: str(a.pgCno),
      };
    },
  };
}
