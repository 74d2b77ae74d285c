import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import { rawRoute, type AnyRawRoute } from '../endpoints/define';
import type { AppDeps } from '../env';
import { assertCleanText } from '../rest/registry';
import { randomToken, sha256Hex } from '../lib/crypto';
import { signPayload, verifyPayload } from '../lib/signed-token';
import { approvalAuthText, EASYPAY_PATHS, msgAuthValue, PAY_METHOD_BATCH_KEY } from './easypay';
import {
  approvedAmount,
  cancelledAmount,
  cancelPart,
  decisionOf,
  recordApproval,
  recordDecision,
  recordKeyCharge,
  setSimKeyBehaviour,
  SIM_BATCH_DECLINED,
  simKeyBehaviour,
  type SimDecision,
  type SimKeyBehaviour,
} from './easypay-simulator-store';
import { escapeHtml, simulatorPage } from './simulator-page';

export { approvedKeyCharges, setSimKeyBehaviour, simCancelKey } from './easypay-simulator-store';

/**
 * A local stand-in for KICC EasyPay, mounted only when dev routes are on (never with production
 * settings). It plays the gateway's whole part: registration answers a pay page on the simulator;
 * the pay page approves, declines (a card-limit code), cancels or times out, and returns the browser
 * to the returnUrl with resCd, resMsg, shopOrderNo and authorizationId; approval answers a result
 * signed with the tenant's msg_auth_secret (found by mallId, as the gateway knows its merchants);
 * revise cancels the whole approval (type 40) or part of it (type 32), never more than it approved;
 * retrieveTransaction answers what the pay page decided for an order number. Registrations and
 * authorizations are signed tokens, so nothing lives in memory (it runs in a Worker too); decisions,
 * approved and cancelled amounts sit in easypay-simulator-store.ts.
 *
 * Test knobs (form field `sim` of the pay page, or `?sim=` on it): `tamper-amount` makes the approval
 * answer 1,000 won more than registered, correctly signed; `bad-signature` signs it with another key.
 *
 * Recurring payments: a registration with payMethodTypeCode 81 (amount 0) is a card registration;
 * its approval issues a billing key (batch key) and a masked card. The card's last digits say what its
 * charges do (SIM_CARDS: 0001 approves; knob `card-decline` gives 0002, declined; `card-timeout` gives
 * 0003, charged but the answer lost, a 504); setSimKeyBehaviour switches a key later (tests: two
 * declines, then an approval). The batch approval remembers each shopTransactionId's result, so a
 * replay answers the first result and never charges twice.
 */
export const SIM_DECLINE = { resCd: 'C052', resMsg: '카드 한도 초과 (시뮬레이터)' };
export const SIM_USER_CANCEL = { resCd: 'W002', resMsg: '사용자가 결제를 취소했습니다.' };
export const SIM_TIMEOUT = { resCd: 'W003', resMsg: '결제 시간이 초과되었습니다.' };
const SIM_KNOBS = ['tamper-amount', 'bad-signature', 'card-decline', 'card-timeout'] as const;
/** The simulator's test cards: the last 4 digits of a registered card, by what its key's charges do. */
export const SIM_CARDS: Record<SimKeyBehaviour, string> = { approve: '0001', decline: '0002', timeout: '0003' };
const cardBehaviour = (sim: Knob | undefined): SimKeyBehaviour => (sim === 'card-decline' ? 'decline' : sim === 'card-timeout' ? 'timeout' : 'approve');
type Knob = (typeof SIM_KNOBS)[number];
const TOKEN_TTL_SEC = 30 * 60;

interface Registration {
  typ: 'reg';
  mallId: string;
  shopOrderNo: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
  /** A card registration for a billing key (payMethodTypeCode 81), not a payment. */
  billing?: boolean;
  exp: number;
}
interface Authorization {
  typ: 'auth';
  mallId: string;
  shopOrderNo: string;
  amount: number;
  /** When the buyer approved, yyyyMMddHHmmss Korean time. */
  at: string;
  sim?: Knob;
  billing?: boolean;
  exp: number;
  jti: string;
}


/** yyyyMMddHHmmss in Korean time. */
function kstStamp(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3600_000).toISOString();
  return k.slice(0, 19).replace(/[-T:]/g, '');
}

const PAGE_CSS = `
  .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 20px; }
  button[value="approve"] { background: #0b57d0; border-color: #0b57d0; color: #fff; }`;

const page = (title: string, body: string) => simulatorPage(title, body, PAGE_CSS);

export function easyPaySimulatorRoutes(deps: AppDeps): AnyRawRoute[] {
  const key = `local-easypay-simulator:${deps.config.signingSecret}`;
  const nowSec = () => Math.floor(deps.clock.now().getTime() / 1000);
  const base = '/dev/easypay';

  /** The merchant's secret, as the gateway holds it: the tenant whose payment_config names this mallId. */
  async function secretOf(mallId: string): Promise<string | null> {
    if (!mallId) return null;
    const opened = deps.openDb();
    try {
      const [row] = await opened.db
        .select({ config: tenants.paymentConfig })
        .from(tenants)
        .where(sql`${tenants.paymentConfig}->>'mall_id' = ${mallId}`)
        .limit(1);
      return row?.config.msg_auth_secret || null;
    } finally {
      await opened.release?.();
    }
  }

  /** Runs `fn` on a database of its own (the simulator is the gateway: none of the request's transactions). */
  async function withStore<T>(fn: (db: DbOrTx) => Promise<T>): Promise<T> {
    const opened = deps.openDb();
    try {
      return await fn(opened.db);
    } finally {
      await opened.release?.();
    }
  }

  /** The request's JSON object ({} when it is none); a NUL or lone surrogate is a 422, as on every route. */
  const readJson = async (req: Request): Promise<Record<string, unknown>> => {
    let json: unknown;
    try {
      json = await req.json();
    } catch {
      return {};
    }
    assertCleanText(json);
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  };
  const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

  const register = rawRoute({
    method: 'POST',
    path: `${base}${EASYPAY_PATHS.register}`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const b = await readJson(c.req.raw);
      const mallId = s(b.mallId);
      if (!(await secretOf(mallId))) return c.json({ resCd: 'M101', resMsg: '등록되지 않은 가맹점입니다.' });
      const amount = Number(b.amount);
      const info = (b.orderInfo ?? {}) as Record<string, unknown>;
      // A card registration for a billing key is 0 won; a payment at least 1.
      const billing = s(b.payMethodTypeCode) === PAY_METHOD_BATCH_KEY;
      if (!Number.isSafeInteger(amount) || (billing ? amount !== 0 : amount <= 0) || !s(b.shopOrderNo) || !/^https?:\/\//.test(s(b.returnUrl))) {
        return c.json({ resCd: 'M102', resMsg: '요청 값이 올바르지 않습니다.' });
      }
      const token = await signPayload(key, {
        typ: 'reg',
        mallId,
        shopOrderNo: s(b.shopOrderNo),
        amount,
        goodsName: s(info.goodsName).slice(0, 100),
        returnUrl: s(b.returnUrl),
        ...(billing ? { billing: true } : {}),
        exp: nowSec() + TOKEN_TTL_SEC,
      } satisfies Registration);
      return c.json({ resCd: '0000', resMsg: '정상처리', authPageUrl: `${base}/webpay?t=${encodeURIComponent(token)}` });
    },
  });

  const payPage = rawRoute({
    method: 'GET',
    path: `${base}/webpay`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const reg = await verifyPayload<Registration>(key, c.req.query('t') ?? '');
      if (!reg || reg.typ !== 'reg' || reg.exp <= nowSec()) {
        return c.html(page('결제 오류', '<h1>결제 오류</h1><p class="error" role="alert">유효하지 않거나 만료된 결제 요청입니다.</p>'), 400);
      }
      const sim = SIM_KNOBS.find((k) => k === c.req.query('sim')) ?? '';
      const title = reg.billing ? '정기 결제 카드 등록' : '카드 결제';
      const what = reg.billing
        ? `<p class="note">개발용 카드 등록창입니다. 등록 시 0원이며, 이후 요금은 등록한 카드로 자동 결제됩니다. (시험 카드 끝자리 ${SIM_CARDS.approve})</p>`
        : '<p class="note">개발용 결제창입니다. 실제로 결제되지 않습니다.</p>';
      return c.html(
        page(
          title,
          `<h1>${title} (로컬 시뮬레이터)</h1>
${what}
<dl><dt>상품</dt><dd>${escapeHtml(reg.goodsName)}</dd><dt>결제 금액</dt><dd>${reg.amount.toLocaleString('ko-KR')}원</dd><dt>주문 번호</dt><dd>${escapeHtml(reg.shopOrderNo)}</dd></dl>
<form method="post" action="${base}/webpay">
<input type="hidden" name="t" value="${escapeHtml(c.req.query('t') ?? '')}">
<input type="hidden" name="sim" value="${sim}">
<div class="actions">
<button type="submit" name="decision" value="approve">승인</button>
<button type="submit" name="decision" value="decline">거절</button>
<button type="submit" name="decision" value="cancel">취소</button>
<button type="submit" name="decision" value="timeout">시간 초과</button>
</div>
</form>`,
        ),
      );
    },
  });

  const decide = rawRoute({
    method: 'POST',
    path: `${base}/webpay`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      assertCleanText(form);
      const reg = await verifyPayload<Registration>(key, s(form.t));
      if (!reg || reg.typ !== 'reg' || reg.exp <= nowSec()) {
        return c.html(page('결제 오류', '<h1>결제 오류</h1><p class="error" role="alert">유효하지 않거나 만료된 결제 요청입니다.</p>'), 400);
      }
      const back = (params: Record<string, string>) => {
        const url = new URL(reg.returnUrl);
        for (const [k, v] of Object.entries({ ...params, shopOrderNo: reg.shopOrderNo })) url.searchParams.set(k, v);
        // The real gateway POSTs a form to the returnUrl; a redirect carries the same fields without a script.
        return c.redirect(url.toString(), 303);
      };
      const decision = s(form.decision);
      const decided: Record<string, SimDecision> = { approve: 'approved', decline: 'declined', cancel: 'cancelled', timeout: 'timeout' };
      if (!decided[decision]) return c.html(page('결제 오류', '<h1>결제 오류</h1><p class="error" role="alert">알 수 없는 요청입니다.</p>'), 400);
      // The gateway remembers what the buyer did: retrieveTransaction answers it to the shop.
      await withStore((db) => recordDecision(db, reg.mallId, reg.shopOrderNo, decided[decision], deps.clock.now()));
      if (decision === 'decline') return back(SIM_DECLINE);
      if (decision === 'cancel') return back(SIM_USER_CANCEL);
      if (decision === 'timeout') return back(SIM_TIMEOUT);
      const sim = SIM_KNOBS.find((k) => k === s(form.sim));
      const authorizationId = await signPayload(key, {
        typ: 'auth',
        mallId: reg.mallId,
        shopOrderNo: reg.shopOrderNo,
        amount: reg.amount,
        at: kstStamp(deps.clock.now()),
        sim,
        ...(reg.billing ? { billing: true } : {}),
        exp: nowSec() + TOKEN_TTL_SEC,
        jti: randomToken(9),
      } satisfies Authorization);
      return back({ resCd: '0000', resMsg: '정상처리', authorizationId });
    },
  });

  const approve = rawRoute({
    method: 'POST',
    path: `${base}${EASYPAY_PATHS.approve}`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const b = await readJson(c.req.raw);
      const base = { mallId: s(b.mallId), shopTransactionId: s(b.shopTransactionId), shopOrderNo: s(b.shopOrderNo) };
      const secret = await secretOf(base.mallId);
      const auth = await verifyPayload<Authorization>(key, s(b.authorizationId));
      if (!secret || !auth || auth.typ !== 'auth' || auth.mallId !== base.mallId || auth.shopOrderNo !== base.shopOrderNo) {
        return c.json({ ...base, resCd: 'A101', resMsg: '인증 정보가 올바르지 않습니다.' });
      }
      if (auth.exp <= nowSec()) return c.json({ ...base, resCd: 'A102', resMsg: '인증 유효 시간이 지났습니다.' });
      // The same authorization always approves to the same transaction: replays (by shopTransactionId) answer it again.
      const pgCno = `S${(await sha256Hex(`${auth.jti}:${auth.shopOrderNo}`)).slice(0, 19)}`;
      const amount = auth.sim === 'tamper-amount' ? auth.amount + 1000 : auth.amount;
      const cancelledAll = await withStore(async (db) => {
        if ((await approvedAmount(db, pgCno)) === null) await recordApproval(db, pgCno, amount, deps.clock.now());
        return amount > 0 && (await cancelledAmount(db, pgCno)) >= amount;
      });
      if (cancelledAll) return c.json({ ...base, pgCno, resCd: 'A103', resMsg: '이미 취소된 거래입니다.' });
      const signed = { pgCno, amount, transactionDate: auth.at };
      const mac = await msgAuthValue(auth.sim === 'bad-signature' ? `${secret}-not` : secret, approvalAuthText(signed));
      let paymentInfo: Record<string, unknown> = { payMethodTypeCode: '11', approvalNo: pgCno.slice(-8) };
      if (auth.billing) {
        // The same authorization issues the same key (replays); the card's digits say what its charges do.
        const behaviour = cardBehaviour(auth.sim);
        const batchKey = `BK${(await sha256Hex(`batch:${auth.jti}:${auth.shopOrderNo}`)).slice(0, 30)}`;
        await withStore(async (db) => {
          if ((await simKeyBehaviour(db, base.mallId, batchKey)) === null) await setSimKeyBehaviour(db, base.mallId, batchKey, behaviour, deps.clock.now());
        });
        paymentInfo = { payMethodTypeCode: PAY_METHOD_BATCH_KEY, cardInfo: { cardNo: batchKey, cardMaskNo: `9410-****-****-${SIM_CARDS[behaviour]}`, issuerName: '시뮬레이터카드' } };
      }
      return c.json({ ...base, resCd: '0000', resMsg: '정상처리', ...signed, msgAuthValue: mac, paymentInfo });
    },
  });

  const revise = rawRoute({
    method: 'POST',
    path: `${base}${EASYPAY_PATHS.cancel}`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const b = await readJson(c.req.raw);
      const secret = await secretOf(s(b.mallId));
      const pgCno = s(b.pgCno);
      if (!secret || !pgCno) return c.json({ resCd: 'R101', resMsg: '취소할 거래를 찾을 수 없습니다.' });
      const expected = await msgAuthValue(secret, `${pgCno}|${s(b.shopTransactionId)}`);
      if (expected !== s(b.msgAuthValue)) return c.json({ resCd: 'R102', resMsg: '메시지 인증 값이 올바르지 않습니다.' });
      const reviseType = s(b.reviseTypeCode);
      const shopTransactionId = s(b.shopTransactionId);
      const answer = await withStore(async (db) => {
        const approved = await approvedAmount(db, pgCno);
        if (approved === null) return { resCd: 'R101', resMsg: '취소할 거래를 찾을 수 없습니다.' };
        const remaining = approved - (await cancelledAmount(db, pgCno));
        const amount = reviseType === '40' ? remaining : Number(b.amount);
        if (reviseType !== '40' && reviseType !== '32') return { resCd: 'R104', resMsg: '지원하지 않는 취소 유형입니다.' };
        if (remaining <= 0) return { resCd: 'R103', resMsg: '이미 취소된 거래입니다.' };
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) return { resCd: 'R105', resMsg: '취소 가능 금액을 초과했습니다.' };
        const done = await cancelPart(db, pgCno, shopTransactionId, amount, approved, deps.clock.now());
        return done ? { resCd: '0000', resMsg: '정상취소', cancelAmount: amount, remainAmount: remaining - amount } : { resCd: 'R105', resMsg: '취소 가능 금액을 초과했습니다.' };
      });
      return c.json({ ...answer, pgCno, shopTransactionId });
    },
  });

  const retrieve = rawRoute({
    method: 'POST',
    path: `${base}${EASYPAY_PATHS.retrieve}`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const b = await readJson(c.req.raw);
      const mallId = s(b.mallId);
      const shopOrderNo = s(b.shopOrderNo);
      const secret = await secretOf(mallId);
      if (!secret || !shopOrderNo) return c.json({ resCd: 'Q101', resMsg: '조회할 거래를 찾을 수 없습니다.' });
      const expected = await msgAuthValue(secret, `${shopOrderNo}|${s(b.shopTransactionId)}`);
      if (expected !== s(b.msgAuthValue)) return c.json({ resCd: 'Q102', resMsg: '메시지 인증 값이 올바르지 않습니다.' });
      const decision = await withStore((db) => decisionOf(db, mallId, shopOrderNo));
      const trade =
        decision === 'declined'
          ? { tradeState: 'declined', tradeResCd: SIM_DECLINE.resCd, tradeResMsg: SIM_DECLINE.resMsg }
          : decision === 'cancelled'
            ? { tradeState: 'cancelled', tradeResCd: SIM_USER_CANCEL.resCd, tradeResMsg: SIM_USER_CANCEL.resMsg }
            : decision === 'timeout'
              ? { tradeState: 'cancelled', tradeResCd: SIM_TIMEOUT.resCd, tradeResMsg: SIM_TIMEOUT.resMsg }
              : decision === 'approved'
                ? { tradeState: 'approved', tradeResCd: '0000', tradeResMsg: '정상처리' }
                : { tradeState: 'none', tradeResCd: '', tradeResMsg: '' };
      return c.json({ resCd: '0000', resMsg: '정상처리', shopOrderNo, ...trade });
    },
  });

  /**
   * The batch approval: charges a billing key of this mall, no browser. The result is kept by
   * shopTransactionId before it is answered, so a replay (after a timeout) answers it and never charges twice.
   */
  const batch = rawRoute({
    method: 'POST',
    path: `${base}${EASYPAY_PATHS.batch}`,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const b = await readJson(c.req.raw);
      const mallId = s(b.mallId);
      const shopTransactionId = s(b.shopTransactionId);
      const echo = { mallId, shopTransactionId, shopOrderNo: s(b.shopOrderNo) };
      const secret = await secretOf(mallId);
      const method = (b.payMethodInfo ?? {}) as Record<string, unknown>;
      const batchKey = s(((method.billKeyMethodInfo ?? {}) as Record<string, unknown>).batchKey);
      const amount = Number(b.amount);
      if (!secret || !shopTransactionId || !echo.shopOrderNo) return c.json({ ...echo, resCd: 'B101', resMsg: '요청 값이 올바르지 않습니다.' });
      if (!Number.isSafeInteger(amount) || amount <= 0) return c.json({ ...echo, resCd: 'B102', resMsg: '결제 금액이 올바르지 않습니다.' });
      const now = deps.clock.now();
      const outcome = await withStore(async (db) => {
        const behaviour = await simKeyBehaviour(db, mallId, batchKey);
        if (behaviour === null) return null;
        const pgCno = `B${(await sha256Hex(`${mallId}:${shopTransactionId}`)).slice(0, 19)}`;
        const first = await recordKeyCharge(db, mallId, shopTransactionId, behaviour === 'decline' ? SIM_BATCH_DECLINED : amount, now);
        if (first.result > 0 && (await approvedAmount(db, pgCno)) === null) await recordApproval(db, pgCno, first.result, now);
        // A timeout: the card was charged the first time, but that answer never reached the shop.
        return { pgCno, first, lost: behaviour === 'timeout' && first.fresh };
      });
      if (!outcome) return c.json({ ...echo, resCd: 'B103', resMsg: '등록되지 않은 배치키입니다.' });
      if (outcome.lost) return c.json({ resCd: '9999', resMsg: 'gateway timeout (simulator)' }, 504);
      if (outcome.first.result === SIM_BATCH_DECLINED) return c.json({ ...echo, ...SIM_DECLINE });
      const signed = { pgCno: outcome.pgCno, amount: outcome.first.result, transactionDate: kstStamp(new Date(outcome.first.at * 1000)) };
      return c.json({
        ...echo,
        resCd: '0000',
        resMsg: '정상처리',
        ...signed,
        msgAuthValue: await msgAuthValue(secret, approvalAuthText(signed)),
        paymentInfo: { payMethodTypeCode: '11', approvalNo: outcome.pgCno.slice(-8) },
      });
    },
  });

  return [register, payPage, decide, approve, revise, retrieve, batch];
}
