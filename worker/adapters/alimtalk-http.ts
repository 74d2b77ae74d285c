import type { AlimtalkSender } from './types';

export interface HttpAlimtalkOptions {
  /** The provider's API origin, e.g. https://api-alimtalk.cloud.toast.com */
  baseUrl: string;
  /** The app key (path) and secret key (X-Secret-Key header) of the provider's project. */
  appKey: string;
  secretKey: string;
  /** The KakaoTalk channel's sender key the templates are registered under. */
  senderKey: string;
  fetch?: typeof fetch;
  /** Milliseconds before a send is given up (the notification is retried later). */
  timeoutMs?: number;
}

interface ProviderAnswer {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  message?: { sendResults?: { recipientNo?: string; resultCode?: number; resultMessage?: string }[] };
}

/**
 * A Kakao Alimtalk provider in the style of NHN Cloud's KakaoTalk Bizmessage API (v2.3):
 * POST {baseUrl}/alimtalk/v2.3/appkeys/{appKey}/messages with X-Secret-Key, a sender key, the
 * template code and one recipient with the template's parameters. The provider answers 200 with
 * `header.isSuccessful` and a result per recipient; anything else is a failed send.
 */
export function createHttpAlimtalk(opts: HttpAlimtalkOptions): AlimtalkSender {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/alimtalk/v2.3/appkeys/${encodeURIComponent(opts.appKey)}/messages`;
  return {
    async send(message) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'x-secret-key': opts.secretKey, 'content-type': 'application/json;charset=UTF-8' },
        body: JSON.stringify({
          senderKey: opts.senderKey,
          templateCode: message.templateCode,
          recipientList: [{ recipientNo: message.to, content: message.text, templateParameter: message.variables }],
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`alimtalk provider answered ${res.status}`);
      const answer = (await res.json().catch(() => null)) as ProviderAnswer | null;
      if (!answer?.header?.isSuccessful) {
        throw new Error(`alimtalk provider refused the send (${answer?.header?.resultCode ?? '?'} ${answer?.header?.resultMessage ?? 'no answer'})`);
      }
      const result = answer.message?.sendResults?.[0];
      if (result && result.resultCode !== undefined && result.resultCode !== 0) {
        throw new Error(`alimtalk provider refused the recipient (${result.resultCode} ${result.resultMessage ?? ''})`);
      }
    },
  };
}
