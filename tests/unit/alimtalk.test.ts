import { describe, expect, it } from 'vitest';
import { alimtalkFor, alimtalkSettings } from '../../worker/adapters/alimtalk';
import { createHttpAlimtalk } from '../../worker/adapters/alimtalk-http';
import { alimtalkSimulator } from '../../worker/adapters/alimtalk-outbox';
import type { Db } from '../../db/client';
import { renderNotification } from '../../worker/services/notifications/templates';

const message = { tenantId: 1, to: '01012345678', templateCode: 'ORDER_STATUS_V1', text: '[마켓]\n주문 상태', variables: { site: '마켓' } };
const noDb = { db: {} as Db };

function fakeProvider(answer: { status?: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const settings = { baseUrl: 'https://alimtalk.example/', appKey: 'app key', secretKey: 'secret', senderKey: 'sender' };

describe('the Alimtalk HTTP adapter', () => {
  it('posts the template, the recipient and its parameters with the secret key', async () => {
    const provider = fakeProvider({ body: { header: { isSuccessful: true, resultCode: 0 }, message: { sendResults: [{ resultCode: 0 }] } } });
    await createHttpAlimtalk({ ...settings, fetch: provider.fetch }).send(message, noDb);
    const [call] = provider.calls;
    expect(call.url).toBe('https://alimtalk.example/alimtalk/v2.3/appkeys/app%20key/messages');
    expect((call.init.headers as Record<string, string>)['x-secret-key']).toBe('secret');
    expect(JSON.parse(call.init.body as string)).toEqual({
      senderKey: 'sender',
      templateCode: 'ORDER_STATUS_V1',
      recipientList: [{ recipientNo: '01012345678', content: message.text, templateParameter: { site: '마켓' } }],
    });
  });

  it('throws on a refusal, a refused recipient and an HTTP error, so the sender retries', async () => {
    const refused = fakeProvider({ body: { header: { isSuccessful: false, resultCode: -1000, resultMessage: 'invalid sender key' } } });
    await expect(createHttpAlimtalk({ ...settings, fetch: refused.fetch }).send(message, noDb)).rejects.toThrow('invalid sender key');
    const recipient = fakeProvider({ body: { header: { isSuccessful: true }, message: { sendResults: [{ resultCode: -3018, resultMessage: 'no kakaotalk' }] } } });
    await expect(createHttpAlimtalk({ ...settings, fetch: recipient.fetch }).send(message, noDb)).rejects.toThrow('-3018');
    const down = fakeProvider({ status: 503, body: {} });
    await expect(createHttpAlimtalk({ ...settings, fetch: down.fetch }).send(message, noDb)).rejects.toThrow('503');
  });

  it('is chosen when all four settings are given; else the simulator outside production, and a refusal in production', async () => {
    expect(alimtalkSettings({ ALIMTALK_API_URL: 'https://a', ALIMTALK_APP_KEY: 'k' })).toBeUndefined();
    const full = alimtalkSettings({ ALIMTALK_API_URL: 'https://a', ALIMTALK_APP_KEY: 'k', ALIMTALK_SECRET_KEY: 's', ALIMTALK_SENDER_KEY: 'p' });
    expect(full).toEqual({ baseUrl: 'https://a', appKey: 'k', secretKey: 's', senderKey: 'p' });
    expect(alimtalkFor('development', undefined)).toBe(alimtalkSimulator);
    expect(alimtalkFor('production', full)).not.toBe(alimtalkSimulator);
    await expect(alimtalkFor('production', undefined).send(message, noDb)).rejects.toThrow('not configured');
  });

  it('the simulator refuses a number ending in 0000 before writing anything', async () => {
    await expect(alimtalkSimulator.send({ ...message, to: '01012340000' }, noDb)).rejects.toThrow('cannot receive');
  });
});

describe('notification templates', () => {
  it('writes each topic in Korean with the site’s name, amounts in won and times in Korea', () => {
    const paid = renderNotification('order_paid', { orderId: 3, orderNo: 'ORD-1', product: '햇사과', qty: 2, amount: 24000 }, { displayName: '햇살 마켓' });
    expect(paid.subject).toBe('[햇살 마켓] 새 주문이 결제되었습니다 (ORD-1)');
    expect(paid.text).toContain('결제 금액: 24,000원');
    expect(paid.alimtalk).toMatchObject({ templateCode: 'ORDER_PAID_V1', variables: { site: '햇살 마켓', 수량: '2개' } });
    const price = renderNotification('plan_price_change', { plan: '베이직', oldAmount: 9900, newAmount: 12900, effectiveAt: '2026-12-04T15:00:00Z' }, { displayName: '마켓' });
    expect(price.text).toContain('적용 시점: 2026년 12월 5일 00:00');
    expect(price.text).toContain('변경 금액: 12,900원');
    // A missing value reads "-" rather than failing the send.
    expect(renderNotification('billing_failed', {}, { displayName: '마켓' }).text).toContain('실패 사유: -');
    expect(renderNotification('billing_failed', { nextRetryAt: null }, { displayName: '마켓' }).text).toContain('다음 결제 시도: 없음');
  });
});
