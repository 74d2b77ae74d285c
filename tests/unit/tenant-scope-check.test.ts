import { describe, expect, it } from 'vitest';
import { ON_PURPOSE, PERSON_COLUMNS, TENANT_TABLES, unscopedTables as unscopedWith } from '../fixtures/tenant-scope-check';

/** The rule itself: only the on-purpose allowances, not the transitional list (which shrinks). */
const unscopedTables = (statement: string, allowances = ON_PURPOSE) => unscopedWith(statement, allowances);

describe('the tenant-scope check', () => {
  it('knows the tenant tables from the schema', () => {
    for (const name of ['users', 'sessions', 'merchant_profiles', 'products', 'product_media', 'mail_outbox', 'search_keywords']) {
      expect(TENANT_TABLES.has(name), name).toBe(true);
    }
    expect(TENANT_TABLES.has('tenants')).toBe(false);
    expect(TENANT_TABLES.has('rate_limits')).toBe(false);
  });

  it('refuses a read without the tenant and passes it with the tenant', () => {
    expect(unscopedTables('select * from products where id = 1')).toEqual(['products']);
    expect(unscopedTables('select * from products where id = 1 and tenant_id = 2')).toEqual([]);
    expect(unscopedTables('select "id", "title" from "products" where ("products"."id" = $1 and "products"."tenant_id" = $2)')).toEqual([]);
  });

  it('does not count a selected tenant column as a condition', () => {
    expect(unscopedTables('select "products"."tenant_id", "products"."id" from "products" where "products"."id" = $1')).toEqual(['products']);
    expect(unscopedTables('select * from "products" where "products"."tenant_id" is not null')).toEqual(['products']);
  });

  it('follows sameTenant joins from a bound table, and refuses a join left open', () => {
    const joined = (cond: string) =>
      `select "products"."id" from "products" inner join "merchant_profiles" on (${cond} and "merchant_profiles"."id" = "products"."merchant_id") where "products"."tenant_id" = $1`;
    expect(unscopedTables(joined('"merchant_profiles"."tenant_id" = "products"."tenant_id"'))).toEqual([]);
    expect(unscopedTables(joined('true'))).toEqual(['merchant_profiles']);
    // Two tables tied to each other but to no tenant are both open.
    expect(unscopedTables('select 1 from "products" join "product_media" on "product_media"."tenant_id" = "products"."tenant_id"')).toEqual([
      'products',
      'product_media',
    ]);
  });

  it('checks subqueries and aliases by their own names', () => {
    expect(
      unscopedTables('select * from "products" where "products"."tenant_id" = $1 and exists (select 1 from "product_media" "m" where "m"."product_id" = "products"."id")'),
    ).toEqual(['product_media']);
    expect(unscopedTables('select * from "products" "p" where "p"."tenant_id" = any($1)')).toEqual([]);
  });

  it('checks updates and deletes', () => {
    expect(unscopedTables('update "products" set "title" = $1 where "products"."id" = $2')).toEqual(['products']);
    expect(unscopedTables('update "products" set "title" = $1 where ("products"."tenant_id" = $2 and "products"."id" = $3)')).toEqual([]);
    expect(unscopedTables('delete from "product_media" where "product_media"."id" in ($1, $2)')).toEqual(['product_media']);
    expect(unscopedTables('delete from "product_media" where ("product_media"."tenant_id" = $1 and "product_media"."id" in ($2, $3))')).toEqual([]);
  });

  it('wants every inserted row stamped with a tenant', () => {
    expect(unscopedTables('insert into "sessions" ("token_hash", "tenant_id", "user_id") values ($1, $2, $3), ($4, $5, $6)')).toEqual([]);
    expect(unscopedTables('insert into "mail_outbox" ("id", "tenant_id", "to") values (default, default, $1)')).toEqual(['mail_outbox']);
    expect(unscopedTables('insert into "mail_outbox" ("id", "to") values (default, $1)')).toEqual(['mail_outbox']);
  });

  it('leaves tables without tenants alone and allows the cleanup on purpose', () => {
    expect(unscopedTables('select * from "tenants" where "tenants"."domain" = $1')).toEqual([]);
    expect(unscopedTables('delete from "rate_limits" where "rate_limits"."reset_at" < $1')).toEqual([]);
    expect(unscopedTables('delete from "sessions" where ("sessions"."expires_at" < $1 or "sessions"."revoked_at" < $2) returning "token_hash"')).toEqual([]);
    expect(unscopedTables('delete from "sessions" where "sessions"."user_id" = $1')).toEqual(['sessions']);
  });

  it('lets an allowance open only the tables it names', () => {
    const join = 'select 1 from "products" inner join "users" on "users"."id" = "products"."owner_id"';
    const allow = [{ file: 'x.ts', why: 'test', fragment: 'inner join "users" on "users"."id" = "products"."owner_id"', tables: ['users'] }];
    expect(unscopedTables(`${join} where "products"."tenant_id" = $1`, allow)).toEqual([]);
    expect(unscopedTables(`${join} where "products"."id" = $1`, allow)).toEqual(['products']);
  });

  it('knows the person columns from the schema, and wants a person id bound with its tenant', () => {
    expect(PERSON_COLUMNS.get('orders')).toEqual(['buyer']);
    expect(PERSON_COLUMNS.get('payments')).toEqual(['buyer']);
    expect(PERSON_COLUMNS.get('reviews')).toEqual(['author']);
    expect(PERSON_COLUMNS.get('review_helpful')).toEqual(['user']);
    const mine = 'select * from "orders" where ("orders"."tenant_id" = $1 and "orders"."id" = $2 and "orders"."buyer_id" = $3';
    expect(unscopedTables(`${mine})`)).toEqual(['orders.buyer_id']);
    expect(unscopedTables(`${mine} and "orders"."buyer_tenant_id" = $4)`)).toEqual([]);
    expect(unscopedTables('delete from "review_helpful" where ("review_helpful"."tenant_id" = $1 and "review_helpful"."user_id" = $2)')).toEqual([
      'review_helpful.user_id',
    ]);
    // Selected or grouped, the person is not a condition; an insert is held by the composite foreign key.
    expect(unscopedTables('select "payments"."buyer_id", count(*) from "payments" where "payments"."tenant_id" = $1 group by "payments"."buyer_tenant_id", "payments"."buyer_id"')).toEqual([]);
    expect(unscopedTables('insert into "reviews" ("tenant_id", "author_tenant_id", "author_id") values ($1, $2, $3)')).toEqual([]);
  });
});
