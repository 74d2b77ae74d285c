import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { findSessionUser } from '../../worker/middleware/session';
import { tenantScope } from '../../worker/scope/tenant-scope';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../fixtures/app';

/**
 * The session look-up cache (worker/middleware/session.ts): a token's session is read once per
 * SESSION_CACHE_TTL_MS per process; an endpoint declared `changesSessions` drops it once committed;
 * a token that finds nothing is never kept, and a kept session never outlives its expiry.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (tenant: Parameters<TestApp['request']>[0], token: string) => t.request(tenant, 'GET', '/api/auth/me', { token });

describe('the look-up', () => {
  it('a session found is kept: a revocation behind its back shows only once the cache is dropped', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const own = tenantScope('own', tenant.id);
    expect((await findSessionUser(t.db, own, token, new Date()))?.id).toBe(user.id);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await findSessionUser(t.db, own, token, new Date()))?.id).toBe(user.id);
    t.sessionsChanged();
    expect(await findSessionUser(t.db, own, token, new Date())).toBeNull();
    // Another site's scope is another key: the token finds nothing there.
    const other = await t.createTenant();
    expect(await findSessionUser(t.db, tenantScope('own', other.id), token, new Date())).toBeNull();
  });

  it('a token that finds nothing is not kept: the next look-up reads again', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const own = tenantScope('own', tenant.id);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    t.sessionsChanged();
    expect(await findSessionUser(t.db, own, token, new Date())).toBeNull();
    await t.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, user.id));
    expect((await findSessionUser(t.db, own, token, new Date()))?.id).toBe(user.id);
  });

  it('a kept session is not answered past its expiry', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const own = tenantScope('own', tenant.id);
    const [session] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.tenantId, tenant.id));
    expect(await findSessionUser(t.db, own, token, new Date())).not.toBeNull();
    expect(await findSessionUser(t.db, own, token, new Date(session.expiresAt.getTime() + 1))).toBeNull();
  });
});

describe('over requests', () => {
  it('a revocation behind the app’s back shows once the cache is dropped; until then the kept session answers', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    expect((await me(tenant, token)).status).toBe(200);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    // Within the TTL this process still answers what it looked up: the cache is in use.
    expect((await me(tenant, token)).status).toBe(200);
    t.sessionsChanged();
    expect((await me(tenant, token)).status).toBe(401);
  });

  it('logout refuses the token on the next request at once', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    expect((await me(tenant, token)).status).toBe(200);
    expect((await t.request(tenant, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await me(tenant, token)).status).toBe(401);
  });

  it('a password change refuses the account’s other sessions at once', async () => {
    const tenant = await t.createTenant();
    const { user, token } = await t.createUser(tenant);
    const login = await t.request(tenant, 'POST', '/api/auth/login', { json: { username: user.email, password: TEST_PASSWORD } });
    const { access_token: other } = (await login.json()) as { access_token: string };
    expect((await me(tenant, other)).status).toBe(200);
    const changed = await t.request(tenant, 'POST', '/api/auth/change-password', {
      token,
      json: { current_password: TEST_PASSWORD, new_password: 'another-pass-9!', new_password_confirm: 'another-pass-9!' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await me(tenant, other)).status).toBe(401);
  });

  it('a deleted account’s token is refused at once; a changed name shows at once', async () => {
    const tenant = await t.createTenant();
    const { token } = await t.createUser(tenant);
    const renamed = await t.request(tenant, 'PUT', '/api/auth/profile', { token, json: { username: `new${Date.now().toString(36)}` } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const { username } = (await renamed.json()) as { username: string };
    expect(((await (await me(tenant, token)).json()) as { username: string }).username).toBe(username);
    expect((await t.request(tenant, 'DELETE', '/api/auth/account', { token })).status).toBe(200);
    expect((await me(tenant, token)).status).toBe(401);
    const [row] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.username, username));
    expect(row.deletedAt).not.toBeNull();
  });
});
