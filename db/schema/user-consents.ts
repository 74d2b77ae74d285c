import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CONSENT_SOURCES } from '../../shared/constants';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The consents a user gave at sign-up: one row per terms key (shared/constants TERMS_KEYS), with the
 * terms version and how it was given. A sign-up that carried no consent (the spec's REST payload, a
 * first Kakao login) stores a single row with key `none`, so "no consent given" is recorded, not guessed.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    termsVersion: text('terms_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_consents_pkey', columns: [t.tenantId, t.userId, t.key] }),
    // A consent is of a user of its own tenant.
    foreignKey({ name: 'user_consents_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export type UserConsent = typeof userConsents.$inferSelect;
