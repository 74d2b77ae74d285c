import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { createPgDb } from '../../db/client-pg';
import { createNodeApp, type NodeSettings } from '../../worker/deps-node';
import { otherSitesRead, rowsRead, tenantScans, type PlanNode } from '../fixtures/plan-scope';
import { scopeCheck } from '../fixtures/tenant-scope-check';
import { rows } from './catalogue';
import { NEWCOMER } from './sites';

/**
 * The statement checker at the size of many sites (issue 27): sign-up, login and checkout of farm run
 * through the app in this process on the database growSites filled, and every statement is checked
 * twice. By its text, as the integration tests check it (tests/fixtures/tenant-scope-check.ts: each
 * tenant table bound to its tenant). By its plan, as PostgreSQL ran it (auto_explain hands every
 * plan, triggers' statements too, to the connection as a notice): a scan of a tenant table may not
 * read more rows than the site holds in that table, and may not filter rows out by tenant after
 * reading them (the site then was not in the index's condition: the rows thrown away were other
 * sites'). Either is a read of another site's rows that the site's own figures would never show.
 */

export interface ScopeFinding {
  step: string;
  statement: string;
  problem: string;
}

const AUTO_EXPLAIN = [
  "load 'auto_explain'",
  'set auto_explain.log_min_duration = 0',
  'set auto_explain.log_analyze = on',
  "set auto_explain.log_format = 'json'",
  "set auto_explain.log_level = 'notice'",
  'set auto_explain.log_nested_statements = on',
  "set client_min_messages = 'notice'",
].join('; ');

export async function checkSiteScope(url: string, settings: NodeSettings): Promise<{ statements: number; plans: number; scans: number; findings: ScopeFinding[]; reads: Record<string, { most: number; site: number; all: number }> }> {
  let stepName = 'start';
  const findings: ScopeFinding[] = [];
  let statements = 0;
  const logger: Logger = {
    logQuery(text) {
      statements++;
      for (const table of scopeCheck(text).open) findings.push({ step: stepName, statement: text, problem: `${table} reached without its site` });
    },
  };
  const plans: { step: string; text: string; plan: PlanNode }[] = [];
  const handle = createPgDb(url, 2, logger);
  // The check's own questions go through a plain handle: neither checked nor explained.
  const own = createPgDb(url, 1);
  handle.pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const json = notice.message?.slice(notice.message.indexOf('{'));
      if (!json?.startsWith('{')) return;
      const explained = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
      if (/auto_explain|client_min_messages/.test(explained['Query Text'])) return;
      plans.push({ step: stepName, text: explained['Query Text'], plan: explained.Plan });
    });
    // Queued before the query the pool hands this connection out for.
    void client.query(AUTO_EXPLAIN);
  });
  try {
    const [farm] = await rows<{ id: number }>(own.db, sql`select id from tenants where name = 'farm'`);
    const { app } = createNodeApp(handle, { ...settings, environment: 'development' });
    const host = 'localhost'; // farm answers for localhost (is_localhost)
    const call = async (method: string, path: string, init: { json?: unknown; form?: Record<string, string>; token?: string } = {}) => {
      const headers: Record<string, string> = { host };
      let body: string | undefined;
      if (init.json) (headers['content-type'] = 'application/json'), (body = JSON.stringify(init.json));
      if (init.form) (headers['content-type'] = 'application/x-www-form-urlencoded'), (body = new URLSearchParams(init.form).toString());
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      return app.request(`http://${host}${path}`, { method, headers, body, redirect: 'manual' });
    };
    const expectStatus = async (res: Response, status: number, what: string) => {
      if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
      return res;
    };

    stepName = 'sign-up';
    await expectStatus(await call('POST', '/api/auth/send-verification-email', { json: { email: NEWCOMER } }), 200, 'the verification mail');
    const outbox = (await (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(NEWCOMER)}`)).json()) as { messages: { text: string }[] };
    const code = /인증 코드: (\d{6})/.exec(outbox.messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error('no verification code was mailed');
    await expectStatus(await call('POST', '/api/auth/verify-email', { json: { email: NEWCOMER, code } }), 200, 'the verification');
    const account = { email: NEWCOMER, username: '새손님', password: 'password-123', user_type: 'customer', phone: '010-1234-5678', address: '서울시 마포구 월드컵로 1' };
    await expectStatus(await call('POST', '/api/auth/register/customer', { json: account }), 201, 'the registration');

    stepName = 'login';
    const login = await expectStatus(await call('POST', '/api/auth/login', { form: { username: NEWCOMER, password: account.password } }), 200, 'the login');
    const { access_token: token } = (await login.json()) as { access_token: string };

    stepName = 'checkout';
    const [product] = await rows<{ id: number }>(
      own.db,
      sql`select id from products where tenant_id = ${farm.id} and deleted_at is null and is_available and not is_delivery
          and display_remaining <> 0 and delivery_available order by id desc limit 1`,
    );
    const opened = await expectStatus(
      await call('POST', '/api/payment/session', {
        token,
        json: { productId: product.id, deviceType: 'mobile', qty: 1, buyerName: '새손님', buyerEmail: NEWCOMER, buyerTel: '010-1234-5678', buyerAddr: '서울시 마포구 월드컵로 1', buyerPostcode: '03900', order_type: 'delivery' },
      }),
      200,
      'the payment session',
    );
    const session = (await opened.json()) as { authPageUrl: string };
    const payPage = new URL(session.authPageUrl, `http://${host}`);
    const html = await (await expectStatus(await call('GET', payPage.pathname + payPage.search), 200, 'the pay page')).text();
    const t = (/name="t" value="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
    const decided = await expectStatus(await call('POST', '/dev/easypay/webpay', { form: { t, decision: 'approve', sim: '' } }), 303, 'the simulator');
    const back = new URL(decided.headers.get('location')!);
    const arrived = await expectStatus(await call('GET', back.pathname + back.search), 303, 'the return');
    const callback = new URL(arrived.headers.get('location')!, `http://${host}`);
    if (callback.searchParams.get('status') === 'failed') throw new Error(`the payment failed: ${callback.search}`);

    // The site's rows and everyone's, for each tenant table a plan read.
    const reads: Record<string, { most: number; site: number; all: number }> = {};
    for (const table of new Set(plans.flatMap(({ plan }) => tenantScans(plan).map((n) => n['Relation Name']!)))) {
      const [counts] = await rows<{ site: number; all: number }>(
        own.db,
        sql`select count(*) filter (where tenant_id = ${farm.id})::int as site, count(*)::int as all from ${sql.identifier(table)}`,
      );
      reads[table] = { most: 0, ...counts };
    }
    let scans = 0;
    for (const { step, text, plan } of plans) {
      for (const node of tenantScans(plan)) {
        scans++;
        const counts = reads[node['Relation Name']!];
        counts.most = Math.max(counts.most, rowsRead(node));
        const problem = otherSitesRead(node, counts.site);
        if (problem) findings.push({ step, statement: text, problem });
      }
    }
    return { statements, plans: plans.length, scans, findings, reads };
  } finally {
    await handle.close();
    await own.close();
  }
}
