import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ROLE_NAMES } from '../../shared/access-policy';
import { tenants } from './tenants';
import { unique } from 'drizzle-orm/pg-core';

/** The digits of a phone column, as find-email compares them. */
export const phoneDigits = (phone: AnyPgColumn) => sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** `pbkdf2_sha256$iterations$salt$hash`; null for accounts made through social login. */
    passwordHash: text('password_hash'),
    /** A role of shared/access-policy.ts. */
    userType: text('user_type', { enum: ROLE_NAMES }).notNull().default('customer'),
    phone: text('phone'),
    address: text('address'),
    displayName: text('display_name'),
    profileImage: text('profile_image'),
    socialProvider: text('social_provider'),
    socialId: text('social_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The key every row of the tenant refers to a user by, so a reference cannot cross tenants.
    unique('users_tenant_id_key').on(t.tenantId, t.id),
    // Live accounts are unique per tenant; a deleted account frees its e-mail and name.
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_tenant_username_key').on(t.tenantId, t.username).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_tenant_social_key')
      .on(t.tenantId, t.socialProvider, t.socialId)
      .where(sql`${t.socialId} is not null and ${t.deletedAt} is null`),
    // Find-e-mail compares digits only ("010-1234-5678" = "01012345678"): index that expression.
    index('users_tenant_phone_digits_idx').on(t.tenantId, phoneDigits(t.phone)),
  ],
);

export type User = typeof users.$inferSelect;
