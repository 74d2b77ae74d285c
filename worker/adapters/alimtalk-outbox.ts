import { mailOutbox } from '../../db/schema';
import type { AlimtalkSender } from './types';

/** The outbox address of an Alimtalk message: GET /api/dev/outbox?to=alimtalk:01012345678 reads it. */
export const alimtalkOutboxAddress = (phone: string) => `alimtalk:${phone}`;

/**
 * A number the simulator refuses, as the provider refuses one that has no KakaoTalk or blocked the
 * channel: the sender's retries and its final failure can be produced on demand.
 */
export const ALIMTALK_SIMULATOR_FAILS = /0000$/;

/**
 * Development and tests: Alimtalk messages are kept in the mail outbox (to `alimtalk:<phone>`,
 * subject the template code) instead of reaching Kakao. Honest: a number ending in 0000 is refused.
 */
export const alimtalkSimulator: AlimtalkSender = {
  async send(message, { db }) {
    if (ALIMTALK_SIMULATOR_FAILS.test(message.to)) throw new Error(`alimtalk simulator: ${message.to} cannot receive messages (code 3018)`);
    await db.insert(mailOutbox).values({
      tenantId: message.tenantId,
      to: alimtalkOutboxAddress(message.to),
      subject: `[알림톡] ${message.templateCode}`,
      text: message.text,
    });
  },
};
