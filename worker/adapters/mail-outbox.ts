import { mailOutbox } from '../../db/schema';
import type { Mailer } from './types';

/** Development and tests: mail is kept in a table and read at GET /api/dev/outbox. */
export const outboxMailer: Mailer = {
  async send(message, { db }) {
    await db.insert(mailOutbox).values({
      tenantId: message.tenantId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
  },
};
