import type { Tenant } from '../../db/schema';
import type { TestApp } from '../fixtures/app';

let ipSeq = 0;
/** A fresh client address, so rate limits of one test never touch another. */
export const freshIp = () => `10.${Math.floor(Math.random() * 200)}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

let emailSeq = 0;
export const freshEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${emailSeq++}@example.com`;
export const freshName = (prefix = 'name') => `${prefix}${Date.now().toString(36).slice(-5)}${emailSeq++}`;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

/** The tenant's mail to `to`, newest first, read the way the e2e tests read it. */
export async function outbox(t: TestApp, tenant: Tenant, to: string): Promise<OutboxMail[]> {
  const res = await t.request(tenant, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
}

export async function latestCode(t: TestApp, tenant: Tenant, to: string): Promise<string> {
  const [mail] = await outbox(t, tenant, to);
  const m = /인증 코드: (\d{6})/.exec(mail?.text ?? '');
  if (!m) throw new Error(`no verification code mailed to ${to}`);
  return m[1];
}

/** Sends and confirms a verification code over REST; the e-mail is then ready to register. */
export async function verifyEmailOf(t: TestApp, tenant: Tenant, email: string): Promise<void> {
  const sent = await t.request(tenant, 'POST', '/api/auth/send-verification-email', { json: { email } });
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
  const code = await latestCode(t, tenant, email);
  const ok = await t.request(tenant, 'POST', '/api/auth/verify-email', { json: { email, code } });
  if (ok.status !== 200) throw new Error(`verify answered ${ok.status}: ${await ok.text()}`);
}

export const customerBody = (email: string, username: string) => ({
  email,
  username,
  password: 'password-123',
  user_type: 'customer',
  phone: '010-1234-5678',
  address: '서울시 마포구 월드컵로 1, 101호',
});

// Tiny files whose first bytes say what they are.
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const TEXT = new TextEncoder().encode('just some text, not an image\n');

export const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Logs in over REST from a fresh address; answers the parsed body and status. */
export async function restLogin(t: TestApp, tenant: Tenant, email: string, password: string, ip = freshIp()) {
  const res = await t.request(tenant, 'POST', '/api/auth/login', {
    json: { username: email, password },
    headers: { 'cf-connecting-ip': ip },
  });
  return { res, body: (await res.json()) as Record<string, any> };
}
