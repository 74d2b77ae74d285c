import type { Mailer } from './types';

export interface HttpMailerOptions {
  /** The provider's send endpoint, e.g. https://api.resend.com/emails */
  endpoint: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
}

/**
 * A transactional-mail provider with a JSON send API (Resend's documented shape:
 * POST {from, to, subject, text, html} with a bearer key). A refused send is an error.
 */
export function createHttpMailer(opts: HttpMailerOptions): Mailer {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send(message) {
      const res = await doFetch(opts.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: opts.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}
