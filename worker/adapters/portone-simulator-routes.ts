import { rawRoute, type AnyRawRoute } from '../endpoints/define';
import type { AppDeps } from '../env';
import { assertCleanText } from '../rest/registry';
import { simulatePointPayment } from './portone-simulator';
import { escapeHtml, simulatorPage } from './simulator-page';

/**
 * The pay window of PortOne's browser SDK (IMP.request_pay with pay_method card, KRW), for development:
 * GET /dev/portone/pay?merchant_uid&name&amount&redirect shows the order as the browser asked it (the
 * SDK, too, takes the browser's amount: the callback checks it against the gateway) with approve,
 * decline and cancel; the POST records the decision in the simulator and, like PortOne's
 * m_redirect_url, sends the browser to `redirect` (a path of this site) with imp_uid, merchant_uid and
 * imp_success, or shows them. Never mounted in production (devOnly).
 */
export function portOneSimulatorRoutes(deps: AppDeps): AnyRawRoute[] {
  const base = '/dev/portone/pay';
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  /** Only a path of this site: an open redirect would hand imp_uids to another site. */
  const sameSite = (v: string) => (/^\/(?![/\\])/.test(v) ? v : '');

  const show = rawRoute({
    method: 'GET',
    path: base,
    access: 'public',
    devOnly: true,
    handle: (c) => {
      const merchantUid = c.req.query('merchant_uid') ?? '';
      const amount = Number(c.req.query('amount'));
      if (!merchantUid || !Number.isSafeInteger(amount) || amount <= 0) {
        return c.html(page('결제 오류', '<h1>결제 오류</h1><p class="error" role="alert">주문 번호와 금액이 필요합니다.</p>'), 400);
      }
      const name = (c.req.query('name') ?? '').slice(0, 100);
      const hidden = (k: string, v: string) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`;
      return c.html(
        page(
          '카드 결제',
          `<h1>카드 결제 (로컬 PortOne 시뮬레이터)</h1>
<p class="note">개발용 결제창입니다. 실제로 결제되지 않습니다.</p>
<dl><dt>상품</dt><dd>${escapeHtml(name)}</dd><dt>결제 금액</dt><dd>${amount.toLocaleString('ko-KR')}원</dd><dt>주문 번호</dt><dd>${escapeHtml(merchantUid)}</dd></dl>
<form method="post" action="${base}">
${hidden('merchant_uid', merchantUid)}${hidden('amount', String(amount))}${hidden('redirect', sameSite(c.req.query('redirect') ?? ''))}
<div class="actions">
<button type="submit" name="decision" value="paid">승인</button>
<button type="submit" name="decision" value="failed">거절</button>
<button type="submit" name="decision" value="cancelled">취소</button>
</div>
</form>`,
        ),
      );
    },
  });

  const decide = rawRoute({
    method: 'POST',
    path: base,
    access: 'public',
    devOnly: true,
    handle: async (c) => {
      const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      assertCleanText(form);
      const merchantUid = s(form.merchant_uid).slice(0, 100);
      const amount = Number(s(form.amount));
      const decision = (['paid', 'failed', 'cancelled'] as const).find((d) => d === s(form.decision));
      if (!merchantUid || !Number.isSafeInteger(amount) || amount <= 0 || !decision) {
        return c.html(page('결제 오류', '<h1>결제 오류</h1><p class="error" role="alert">알 수 없는 요청입니다.</p>'), 400);
      }
      // The simulator is the gateway: its record is written on a database of its own, outside any request transaction.
      const opened = deps.openDb();
      let impUid: string;
      try {
        impUid = await simulatePointPayment(opened.db, { merchantUid, amount, decision }, deps.clock.now());
      } finally {
        await opened.release?.();
      }
      const params = new URLSearchParams({ imp_uid: impUid, merchant_uid: merchantUid, imp_success: String(decision === 'paid') });
      const redirect = sameSite(s(form.redirect));
      if (redirect) return c.redirect(`${redirect}${redirect.includes('?') ? '&' : '?'}${params}`, 303);
      return c.html(
        page(
          '결제 결과',
          `<h1>${decision === 'paid' ? '결제 승인' : decision === 'failed' ? '결제 거절' : '결제 취소'}</h1>
<p class="note">POST /api/wallet/charge/callback 에 아래 값을 보내 충전을 마칩니다.</p>
<dl><dt>imp_uid</dt><dd>${escapeHtml(impUid)}</dd><dt>merchant_uid</dt><dd>${escapeHtml(merchantUid)}</dd></dl>`,
        ),
      );
    },
  });

  return [show, decide];
}


const PAGE_CSS = `
  .actions { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8px; margin-top: 20px; }
  button[value="paid"] { background: #0b57d0; border-color: #0b57d0; color: #fff; }`;

const page = (title: string, body: string) => simulatorPage(title, body, PAGE_CSS);
