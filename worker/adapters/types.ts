import type { Db, DbOrTx } from '../../db/client';

/** Interfaces of everything outside the app. Each has a real implementation and a local one. */

export interface StoredObject {
  body: ReadableStream<Uint8Array> | Uint8Array;
  contentType: string;
  /** The whole object's size in bytes. */
  size: number;
  /**
   * When a range was asked: the bytes `body` holds, or null when the range lies outside the object
   * (body empty). Absent when no range was asked (body is the whole object).
   */
  range?: { offset: number; length: number } | null;
}

/** A byte range as `Range: bytes=` asks it: from `offset` (`length` bytes, or to the end), or the last `suffix` bytes. */
export type ByteRange = { offset: number; length?: number } | { suffix: number };

/** The bytes a range names in an object of `size` bytes, or null when none of them exist. */
export function resolveRange(range: ByteRange, size: number): { offset: number; length: number } | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    const length = Math.min(range.suffix, size);
    return { offset: size - length, length };
  }
  if (range.offset >= size) return null;
  return { offset: range.offset, length: Math.min(range.length ?? size - range.offset, size - range.offset) };
}

export interface ObjectStorage {
  put(key: string, body: Uint8Array, opts: { contentType: string }): Promise<void>;
  /** The object, or the part of it `range` names (videos seek with ranges). */
  get(key: string, opts?: { range?: ByteRange }): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs one object to directly (R2's S3 API), bound to its content type and
   * exact length. Absent when the storage has no such API: the app's own upload route is used.
   */
  presignPut?(key: string, opts: { contentType: string; size: number; expiresInSec: number }): Promise<PresignedPut>;
}

export interface PresignedPut {
  url: string;
  /** Headers the PUT must carry as signed (the browser adds Content-Length itself). */
  headers: Record<string, string>;
}

export interface MailMessage {
  tenantId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** `db` is the request's database (the development outbox writes there; real providers ignore it). */
  send(message: MailMessage, via: { db: Db }): Promise<void>;
}

/**
 * A Kakao Alimtalk-style message: a template registered with the provider (`templateCode`), the text
 * made from it (the provider checks it against the template) and the template's variables.
 */
export interface AlimtalkMessage {
  tenantId: number;
  /** The recipient's phone number, digits only ("01012345678"). */
  to: string;
  templateCode: string;
  text: string;
  variables: Record<string, string>;
}

/** Sends Alimtalk messages; a refused or unreachable send throws (the sender retries it later). */
export interface AlimtalkSender {
  /** `db` is the caller's database (the development simulator writes there; the real provider ignores it). */
  send(message: AlimtalkMessage, via: { db: Db }): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface KakaoProfile {
  id: string;
  email: string | null;
  nickname: string | null;
  profileImage: string | null;
}

/** Kakao Login (REST API): authorize → token → user info. */
export interface KakaoOAuth {
  authorizeUrl(params: { state: string; redirectUri: string }): string;
  exchangeCode(params: { code: string; redirectUri: string }): Promise<{ accessToken: string }>;
  getProfile(accessToken: string): Promise<KakaoProfile>;
  /** GET /v1/user/access_token_info: the id of the Kakao app the token was issued to. */
  tokenAppId(accessToken: string): Promise<string>;
}

/**
 * Where the app writes what happened. `info` is for routine facts of scheduled work. `warn` is for a provider failure the app expected and
 * handled (mail API down, Kakao unreachable, a storage delete that failed): one line, no stack.
 * `error` is for what nobody expected (a 500): always with its stack.
 */
export interface Logger {
  /** What scheduled work did (a job's run and result): one line, for the platform's own log. */
  info(message: string): void;
  warn(message: string, err?: unknown): void;
  error(message: string, err: unknown): void;
}

/** A tenant's gateway account (tenants.payment_config, commerce.md §3 Payment config per tenant). */
export interface GatewayAccount {
  environment: 'test' | 'prod';
  mallId: string;
  msgAuthSecret: string;
}

export interface GatewayRegistration {
  shopOrderNo: string;
  /** Our idempotency key of the registration. */
  shopTransactionId: string;
  amount: number;
  goodsName: string;
  customerName: string;
  customerEmail: string;
  customerContactNo: string;
  deviceType: 'pc' | 'mobile';
  returnUrl: string;
  /**
   * Register a card for a billing key instead of paying (KICC's batch-key issuance through the pay
   * page: payMethodTypeCode 81, amount 0). The approval then answers the key and the masked card.
   */
  billingKey?: boolean;
}

export interface GatewayApproval {
  resCd: string;
  resMsg: string;
  pgCno: string;
  amount: number;
  /** yyyyMMddHHmmss, Korean time, as the gateway writes it. */
  transactionDate: string;
  msgAuthValue: string;
  payMethod: string;
  /** A billing-key registration's approval: the key (KICC's batch key) and the card it charges, masked. */
  batchKey?: string;
  cardLabel?: string;
}

/** One charge with a billing key and no browser (KICC's batch approval). */
export interface GatewayKeyCharge {
  shopOrderNo: string;
  /** Our idempotency key of this attempt: a replay answers the first result, never a second charge. */
  shopTransactionId: string;
  batchKey: string;
  amount: number;
  goodsName: string;
  customerName: string;
  customerEmail: string;
  customerContactNo: string;
  /** yyyyMMdd, Korean time. */
  approvalReqDate: string;
}

/**
 * A card gateway in the style of KICC EasyPay (online payments): register a transaction and get the
 * pay page's address, approve server-side with the authorizationId the browser came back with, cancel
 * an approval. Calls time out; a gateway that cannot be reached or answers nonsense is UPSTREAM.
 */
export interface PaymentGateway {
  register(account: GatewayAccount, tx: GatewayRegistration): Promise<{ authPageUrl: string }>;
  approve(
    account: GatewayAccount,
    req: { shopTransactionId: string; authorizationId: string; shopOrderNo: string; approvalReqDate: string },
  ): Promise<GatewayApproval>;
  /**
   * Cancels an approval, whole or (`partial`) the given amount of it; each cancel has its own
   * shopTransactionId (a replay of the same one answers the first result).
   */
  cancel(
    account: GatewayAccount,
    req: { pgCno: string; amount: number; reason: string; shopTransactionId: string; partial?: boolean },
  ): Promise<{ resCd: string; resMsg: string }>;
  /**
   * Charges a billing key, no browser (recurring payments). The answer is signed like an approval
   * (verifyApproval); a resCd other than 0000 is a decline. A throw (UPSTREAM) means the gateway did not
   * answer: the charge may or may not have happened, and the same shopTransactionId asks again safely.
   */
  chargeKey(account: GatewayAccount, req: GatewayKeyCharge): Promise<GatewayApproval>;
  /** What the gateway knows of our order number: the browser's word on the return is not proof. */
  retrieve(account: GatewayAccount, req: { shopOrderNo: string; shopTransactionId: string }): Promise<GatewayTrade>;
}

/**
 * The gateway's record of one order number: `approved` (with its pgCno), `declined` by the card
 * company, `cancelled` by the buyer or timed out on the pay page (resCd the code it ended with), or
 * `none` (nothing decided yet, or never registered).
 */
export interface GatewayTrade {
  state: 'approved' | 'declined' | 'cancelled' | 'none';
  resCd: string;
  resMsg: string;
  pgCno: string;
}

/** What a PortOne-style gateway knows of one payment (its GET /payments/{imp_uid}). */
export interface PointPayment {
  imp_uid: string;
  merchant_uid: string;
  /** Won. */
  amount: number;
  status: 'paid' | 'failed' | 'cancelled' | 'ready';
  currency: string;
}

/**
 * The card gateway of wallet top-ups, in the style of PortOne (iamport) v1: the browser pays through
 * the gateway's SDK, and the server asks the gateway what was paid instead of believing the browser.
 * `db` is the caller's database (the development simulator keeps its state there; PortOne ignores it).
 * A gateway that cannot be reached or answers nonsense is UPSTREAM.
 */
export interface PointGateway {
  /** The payment, or null when the gateway knows no such imp_uid. */
  getPayment(impUid: string, via: { db: DbOrTx }): Promise<PointPayment | null>;
  /** Gives `amount` won of a paid payment back (a refused cancel throws UPSTREAM). */
  cancel(impUid: string, amount: number, reason: string, via: { db: DbOrTx }): Promise<void>;
}

/** One withdrawal as the bridge is handed it (docs/wallet.md "Withdraw and the bridge"). */
export interface BridgeTransfer {
  /** Our reference, unique on the platform (`<tenant>:<withdrawal id>`): the bridge's idempotency key, so a retried submit makes no second transfer. */
  reference: string;
  /** Points, 1 point a token unit. */
  amount: number;
  toAddress: string;
  chain: string;
}

/** What the bridge says of a submit: accepted with its tx id, or refused for good (a reason; the points go back). */
export type BridgeSubmitResult = { accepted: true; txId: string } | { accepted: false; reason: string };

/** What the bridge says of a transfer it has. */
export type BridgeTransferStatus = { state: 'pending' } | { state: 'settled' } | { state: 'failed'; reason: string };

/**
 * The chain bridge that takes withdrawn points to an EVM address: a generic HTTP bridge API
 * (bridge-http.ts) or the local simulator (bridge-simulator.ts), chosen by bridge.ts. A bridge that
 * cannot be reached, times out or answers nonsense throws UPSTREAM: the withdrawal stays as it was and
 * the settle-withdrawals job tries again; only the bridge's own word settles or fails one.
 */
export interface ChainBridge {
  submit(transfer: BridgeTransfer): Promise<BridgeSubmitResult>;
  status(txId: string): Promise<BridgeTransferStatus>;
  /** Whether the bridge is up and the chains it takes (bridge-status). */
  info(): Promise<{ available: boolean; chains: string[] }>;
}
