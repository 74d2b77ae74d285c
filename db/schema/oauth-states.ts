import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** CSRF state of a social login round trip; single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * SHA-256 of the random value in the HttpOnly cookie of the browser that started the round trip:
   * the callback is refused in any other browser (login CSRF). Null only on rows from before it.
   */
  browserHash: text('browser_hash'),
});
