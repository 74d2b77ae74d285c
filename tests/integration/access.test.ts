import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Tenant } from '../../db/schema';
import { isPlatform, POLICY, ROLE_NAMES, type Role } from '../../shared/access-policy';
import { allFeatures, type FeatureKey } from '../../shared/features';
import { flattenEndpoints, type Access, type AnyEndpoint, type Method } from '../../worker/endpoints/define';
import { endpointTree } from '../../worker/endpoints';
import { appRouter } from '../../worker/trpc/root';
import { createTestApp, type TestApp } from '../fixtures/app';
import { restWalk, trpcWalk, type RestWalk, type TrpcWalk } from '../fixtures/walk-inputs';
import {
  account,
  makeWorld,
  mapLimit,
  merchantAccount,
  sendRest,
  sendTrpc,
  spareSite,
  worldBase,
  type Account,
  type Answer,
  type RestCall,
  type WalkIds,
  type World,
} from '../fixtures/walk';
import { admittedCaller, expected as expectedOf, OWNER_ROLE, walkCallers, type WalkCaller } from '../fixtures/walk-expect';

/**
 * The access walk: every REST route (raw ones included) and every tRPC procedure, as a guest, an
 * account of every role of the access policy (shared/access-policy.ts; the merchant one owns the
 * world), another merchant and a user of another tenant (its superuser on the platform's endpoints), with
 * real ids made by the walk's own fixtures; with another tenant's ids; on the other tenant as its
 * own users; on a tenant with every feature off; and fuzzed (NUL, lone surrogates, 100 kB strings,
 * bad pages, forged proxy headers). What to walk comes from the app itself (the route registry and
 * the tRPC router); how to call each endpoint comes from tests/fixtures/walk-inputs.ts, which must
 * have an entry for each. Who may do what comes from the policy too (tests/fixtures/walk-expect.ts):
 * a role or a permission added there is walked without an edit here.
 */

type Gate = { access: Access; feature?: FeatureKey | FeatureKey[] };

// ---------------------------------------------------------------------------------------------
// What to walk

interface Target extends Gate {
  /** "METHOD /path" or the procedure name: the walk-data key. */
  key: string;
  rest?: { method: Method; path: string; raw: boolean };
  trpc?: { kind: 'query' | 'mutation' };
  /** The declaration (endpoint()); raw routes have none. */
  declared?: AnyEndpoint;
  walk: RestWalk | TrpcWalk;
}

type Caller = WalkCaller;
const CALLERS: Caller[] = walkCallers(POLICY);
const CONCURRENCY = 6;

const declared = new Map(flattenEndpoints(endpointTree).map(({ name, endpoint }) => [name, endpoint]));
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

/** A tenant as the walk plays on it: the world whose ids inputs use, and its callers' tokens. */
interface Stage {
  tenant: Tenant;
  world: World;
  tokens: Partial<Record<Caller, string>>;
}

let t: TestApp;
let home: Stage;
let other: Stage;
let rivalWorld: World;
/** Every feature off; inputs use the home ids (the gate answers before any id is read). */
let dark: Stage;
let targets: Target[] = [];
/** Routes and procedures the walk found no walk data for. */
const missing: string[] = [];
/** Strings only the home tenant has; no answer on the other tenant may contain them (and the reverse). */
const homeMarkers: string[] = [];
const otherMarkers: string[] = [];
const counts: Record<string, number> = {};
/** Fresh fixtures made for destructive calls. */
const fixtures = { worlds: 0, accounts: 0 };
const started = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const homeTenant = await t.createTenant({ displayName: '접근검사홈' });
  const otherTenant = await t.createTenant({ displayName: '다른테넌트' });
  const darkTenant = await t.createTenant({ features: allFeatures(false) });

  // Mail on the home tenant, so an outbox that leaks would show it.
  const probeEmail = `walkprobe${Date.now().toString(36)}@example.com`;
  const sent = await t.request(homeTenant, 'POST', '/api/auth/send-verification-email', { json: { email: probeEmail } });
  expect(sent.status).toBe(200);

  const [homeBase, otherBase] = await Promise.all([worldBase(t, homeTenant, probeEmail), worldBase(t, otherTenant, probeEmail)]);
  const [homeWorld, otherWorld] = await Promise.all([
    makeWorld(t, homeTenant, homeBase, '접근검사홈 대표상품'),
    makeWorld(t, otherTenant, otherBase, '다른테넌트 대표상품'),
  ]);
  // Another merchant of the home tenant, with a product and image of its own.
  rivalWorld = await makeWorld(t, homeTenant, homeBase, '접근검사홈 이웃상품');
  const rival = rivalWorld.owner;
  // One account per role of the policy; the merchant one is the world's owner.
  const roleAccounts = async (tenant: Tenant, world: World) =>
    Object.fromEntries(await Promise.all(ROLE_NAMES.map(async (role) => [role, role === OWNER_ROLE ? world.owner : await account(t, tenant, role)] as const))) as Record<Role, Account>;
  const [homeAccounts, otherAccounts] = await Promise.all([roleAccounts(homeTenant, homeWorld), roleAccounts(otherTenant, otherWorld)]);
  const tokensOf = (accounts: Record<Role, Account>) => Object.fromEntries(ROLE_NAMES.map((role) => [role, accounts[role].token])) as Record<Role, string>;
  home = { tenant: homeTenant, world: homeWorld, tokens: { ...tokensOf(homeAccounts), rival: rival.token, otherTenant: otherWorld.owner.token } };
  other = { tenant: otherTenant, world: otherWorld, tokens: tokensOf(otherAccounts) };
  // Every caller of the two sites holds a wallet before the walk, so a top-up's prepare finds one
  // whatever order the concurrent walk reaches wallet.create and the top-up in.
  for (const stage of [home, other]) {
    for (const [caller, token] of Object.entries(stage.tokens)) {
      if (caller === 'otherTenant' || !token) continue;
      const res = await t.request(stage.tenant, 'POST', '/api/wallet/create', { token, json: { evm_address: `0x${'ab'.repeat(20)}` } });
      expect(res.status, 'a walk caller’s wallet').toBe(200);
    }
  }
  dark = { tenant: darkTenant, world: homeWorld, tokens: {} };
  for (const role of ROLE_NAMES) dark.tokens[role] = (role === OWNER_ROLE ? await merchantAccount(t, darkTenant) : await account(t, darkTenant, role)).token;

  for (const a of [...Object.values(homeAccounts), rival]) homeMarkers.push(a.email, a.username);
  homeMarkers.push(homeTenant.displayName, homeTenant.domain, homeWorld.ids.productTitle, homeWorld.ids.login.email, probeEmail);
  otherMarkers.push(otherTenant.displayName, otherTenant.domain, otherWorld.ids.productTitle, otherWorld.ids.login.email, otherWorld.owner.email, otherWorld.owner.username);

  targets = collectTargets();
}, 120_000);

afterAll(async () => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`access walk: ${targets.filter((x) => x.rest).length} routes, ${targets.filter((x) => x.trpc).length} procedures; requests ${JSON.stringify(counts)} = ${total}; fresh ${fixtures.worlds} worlds, ${fixtures.accounts} accounts; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await t?.close();
});

/** Every REST route of the registry and every procedure of the router, with its gate and walk data. */
function collectTargets(): Target[] {
  const out: Target[] = [];
  for (const route of t.registry.routes) {
    const key = `${route.method} ${route.path}`;
    const walk = restWalk[key];
    if (!walk) {
      missing.push(`REST ${key}: add its walk data to tests/fixtures/walk-inputs.ts (restWalk)`);
      continue;
    }
    out.push({
      key,
      access: route.access,
      feature: route.feature,
      rest: { method: route.method, path: route.path, raw: !!route.raw },
      declared: route.name ? declared.get(route.name) : undefined,
      walk,
    });
  }
  for (const [name, proc] of Object.entries(procedures)) {
    const walk = trpcWalk[name];
    const ep = declared.get(name);
    if (!walk) missing.push(`tRPC ${name}: add its walk data to tests/fixtures/walk-inputs.ts (trpcWalk)`);
    // An undeclared procedure has no gate to expect: the declarations test names it.
    if (!ep || !walk || proc._def.type === 'subscription') continue;
    out.push({ key: name, access: ep.access, feature: ep.feature, trpc: { kind: proc._def.type }, declared: ep, walk });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Calling

const isRest = (w: RestWalk | TrpcWalk, target: Target): w is RestWalk => !!target.rest;

async function inputOf(target: Target, ids: WalkIds): Promise<unknown> {
  return isRest(target.walk, target) ? target.walk.input(ids) : target.walk.input?.(ids);
}

async function send(target: Target, tenant: Tenant, input: unknown, token: string | undefined, kind: string, headers: Record<string, string> = {}): Promise<Answer> {
  counts[kind] = (counts[kind] ?? 0) + 1;
  if (target.rest) return sendRest(t, tenant, target.rest.method, target.rest.path, input as RestCall, token, headers);
  return sendTrpc(t, tenant, target.key, target.trpc!.kind, input, token, headers);
}

/** The status of the answer an allowed caller gets. */
const answerStatus = (target: Target) => target.walk.answer?.status ?? (target.trpc ? 200 : target.walk.status);

/** What `caller` must get on `target` (with the owner's ids of its own tenant): read from the policy. */
const expected = (target: Target, caller: Caller): number => expectedOf(target.access, target.walk, caller, answerStatus(target));

/** The caller a target admits (public: a guest; the owner on their own rows and where the role is narrowed to its shop). */
const admitted = (target: Target): Caller => admittedCaller(POLICY, target.access, target.walk);

/**
 * The platform's endpoints (the tenant console, payments, the audit log) reach every site by design:
 * their answers name other sites, so the checks that no answer shows another site's strings skip them.
 */
const crossesSites = (target: Target) => isPlatform(target.access);

/**
 * The token `caller` sends on the home host. Another site's user is that site's superuser on the
 * platform's endpoints: the platform scope still never makes a token of one site work on another.
 */
const tokenOf = (stage: Stage, target: Target, caller: Caller) =>
  caller === 'otherTenant' && crossesSites(target) ? other.tokens.superuser : stage.tokens[caller];

/** A new account playing `caller` on `tenant`. */
async function freshAccount(stage: Stage, caller: Caller): Promise<Account | undefined> {
  if (caller === 'guest') return undefined;
  fixtures.accounts++;
  if (caller === 'otherTenant') return merchantAccount(t, other.tenant);
  return caller === OWNER_ROLE || caller === 'rival' ? merchantAccount(t, stage.tenant) : account(t, stage.tenant, caller);
}

/** A fresh world of `stage` (a new owner and product with one image), prepared as the walk data asks. */
async function freshWorld(stage: Stage, target: Target): Promise<World> {
  fixtures.worlds++;
  const world = await makeWorld(t, stage.tenant, stage.world.ids, `${stage.tenant.displayName} 새상품`);
  if (target.walk.prepare === 'deleteProduct') {
    const res = await t.request(stage.tenant, 'DELETE', `/api/products/${world.ids.product}`, { token: world.owner.token });
    expect(res.status, 'soft-deleting the fresh product').toBe(200);
  }
  return world;
}

/**
 * The ids and token `caller` uses on `target` on `stage`. A destructive call that will act (`acts`)
 * gets fresh fixtures: a fresh account when it ends the caller's own account or session, a spare site when it
 * changes a site for good, else a fresh
 * world (owned by the caller when it plays the merchant). A call that must be refused uses the shared
 * ones: if it were let through, its own check fails first.
 */
async function scene(stage: Stage, target: Target, caller: Caller, acts: boolean): Promise<{ ids: WalkIds; token?: string }> {
  if (!target.walk.destructive || !acts) return { ids: stage.world.ids, token: tokenOf(stage, target, caller) };
  if (target.walk.targets === 'none') return { ids: stage.world.ids, token: (await freshAccount(stage, caller))?.token };
  // A site changed for good (localhost mapped to it, its plan deleted): a spare site of its own, the caller's own token.
  if (target.walk.targets === 'site') return { ids: { ...stage.world.ids, site: await spareSite(t) }, token: tokenOf(stage, target, caller) };
  const world = await freshWorld(stage, target);
  return { ids: world.ids, token: caller === OWNER_ROLE ? world.owner.token : (await freshAccount(stage, caller))?.token };
}

const short = (a: Answer) => `${a.status} ${a.text.slice(0, 200)}`;

/** Runs `fn` on every target, collecting problems; asserts there are none (all are listed at once). */
async function walkAll(label: string, list: Target[], fn: (target: Target) => Promise<string[]>) {
  expect(list.length, `${label}: nothing to walk`).toBeGreaterThan(0);
  const problems = (
    await mapLimit(list, CONCURRENCY, async (target) => {
      try {
        return await fn(target);
      } catch (err) {
        return [`${target.key}: the walk itself failed: ${(err as Error).stack?.split('\n').slice(0, 3).join(' ')}`];
      }
    })
  ).flat();
  expect(problems, `${label}:\n${problems.join('\n')}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('what the walk covers', () => {
  it('every REST route and every procedure has walk data; every walk entry names one that exists', () => {
    const stale = [
      ...Object.keys(restWalk).filter((k) => !t.registry.routes.some((r) => `${r.method} ${r.path}` === k)).map((k) => `REST ${k}`),
      ...Object.keys(trpcWalk).filter((k) => !(k in procedures)).map((k) => `tRPC ${k}`),
    ];
    expect(missing, missing.join('\n')).toEqual([]);
    expect(stale, `walk data for routes or procedures that do not exist:\n${stale.join('\n')}`).toEqual([]);
    expect(targets.filter((x) => x.rest).length).toBeGreaterThan(0);
    expect(targets.filter((x) => x.trpc).length).toBeGreaterThan(0);
  });

  it('walk data never expects a 401, a 403 or a 5xx from an allowed caller, and names its reason', () => {
    const bad = [...Object.entries(restWalk), ...Object.entries(trpcWalk)]
      .filter(([, w]) => w.answer && ([401, 403].includes(w.answer.status) || w.answer.status >= 500 || w.answer.status < 400 || !w.answer.reason))
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('no procedure exists outside the declarations, and every declared one is served', () => {
    const undeclared = Object.keys(procedures).filter((name) => !declared.has(name));
    expect(undeclared, `procedures not declared with endpoint(): ${undeclared.join(', ')}`).toEqual([]);
    const unserved = [...declared].filter(([name, ep]) => ep.trpc !== false && !ep.devOnly && !(name in procedures)).map(([name]) => name);
    expect(unserved, `declared procedures the router lacks: ${unserved.join(', ')}`).toEqual([]);
  });

  it('every REST route is declared (an endpoint or a raw route), with its declaration’s gate', () => {
    const undeclared = t.registry.routes.filter((r) => !r.name && !r.raw).map((r) => `${r.method} ${r.path}`);
    expect(undeclared, `REST routes not declared: ${undeclared.join(', ')}`).toEqual([]);
    for (const route of t.registry.routes.filter((r) => r.name)) {
      const ep = declared.get(route.name!);
      expect(ep, route.name).toBeDefined();
      expect({ access: route.access, feature: route.feature }, route.name).toEqual({ access: ep!.access, feature: ep!.feature });
      expect(ep!.rest.some((b) => b.method === route.method && b.path === route.path), route.name).toBe(true);
    }
  });
});

describe('every route and procedure, by caller, with real ids', () => {
  it.each(CALLERS)('as %s: the answer where allowed, else 401 or 403', async (caller) => {
    await walkAll(caller, targets, async (target) => {
      const want = expected(target, caller);
      const { ids, token } = await scene(home, target, caller, want < 400);
      const answer = await send(target, home.tenant, await inputOf(target, ids), token, 'callers');
      return answer.status === want ? [] : [`${caller} ${target.key} → ${short(answer)} (want ${want})`];
    });
  }, 180_000);

  it('lists of the caller’s own rows: the owner sees their product and not another merchant’s; another merchant never sees the owner’s', async () => {
    const own = home.world.ids.productTitle;
    const rivals = rivalWorld.ids.productTitle;
    await walkAll('own lists', targets.filter((x) => x.walk.mine), async (target) => {
      const problems: string[] = [];
      const input = await inputOf(target, home.world.ids);
      const mine = await send(target, home.tenant, input, home.tokens.merchant, 'own lists');
      if (mine.status !== answerStatus(target)) problems.push(`${target.key} as the owner → ${short(mine)}`);
      if (!mine.text.includes(own)) problems.push(`${target.key} does not show the owner “${own}”`);
      if (mine.text.includes(rivals)) problems.push(`${target.key} shows the owner another merchant’s “${rivals}”`);
      const theirs = await send(target, home.tenant, input, home.tokens.rival, 'own lists');
      if (!theirs.text.includes(rivals)) problems.push(`${target.key} does not show another merchant their own “${rivals}”`);
      if (theirs.text.includes(own)) problems.push(`${target.key} shows another merchant the owner’s “${own}”`);
      return problems;
    });
  }, 60_000);

  it('as the home merchant (the superuser on admin endpoints) with the other tenant’s ids: 404 on every endpoint taking one, and nothing of the other tenant; a site of the platform is no 404 for the platform', async () => {
    await walkAll('foreign ids', targets.filter((x) => x.walk.targets !== 'none'), async (target) => {
      // The platform scope is every site: another site named by the tenant console is its own to act on.
      const reachesEverySite = target.walk.targets === 'site' && crossesSites(target);
      const want = reachesEverySite ? answerStatus(target) : (target.walk.foreign?.status ?? 404);
      // The caller the endpoint admits: the home merchant where a merchant may call it, else its first role (the superuser).
      const caller = POLICY.holds(OWNER_ROLE, target.access) ? OWNER_ROLE : admitted(target);
      // A call that changes a site for good (maps localhost to it, deletes its plan) gets a spare site of its own.
      const idsOf = async (ids: WalkIds): Promise<WalkIds> => (reachesEverySite && target.walk.destructive ? { ...ids, site: await spareSite(t) } : ids);
      const answer = await send(target, home.tenant, await inputOf(target, await idsOf(other.world.ids)), home.tokens[caller], 'foreign ids');
      const problems = answer.status === want ? [] : [`${target.key} with a ${target.walk.targets} of the other tenant → ${short(answer)} (want ${want})`];
      if (!crossesSites(target)) for (const m of otherMarkers) if (answer.text.includes(m)) problems.push(`${target.key} shows “${m}” of the other tenant`);
      if (reachesEverySite) {
        // And the other site's superuser, on its own site, reaches the home world's spare site alike.
        const back = await send(target, other.tenant, await inputOf(target, await idsOf(home.world.ids)), other.tokens[caller], 'foreign ids');
        if (back.status !== want) problems.push(`${target.key} by the other site’s ${caller} on the home world’s site → ${short(back)} (want ${want})`);
      }
      return problems;
    });
  }, 120_000);

  it('as the owner, naming an image that is not the product’s own (another merchant’s, another tenant’s): refused, and nothing touched', async () => {
    await walkAll('stray media', targets.filter((x) => x.walk.strayMedia), async (target) => {
      const problems: string[] = [];
      for (const [whose, media] of [['another merchant’s', rivalWorld.ids.media], ['the other tenant’s', other.world.ids.media]] as const) {
        const answer = await send(target, home.tenant, await inputOf(target, { ...home.world.ids, media }), home.tokens.merchant, 'stray media');
        if (answer.status !== target.walk.strayMedia) problems.push(`${target.key} with ${whose} image → ${short(answer)} (want ${target.walk.strayMedia})`);
      }
      return problems;
    });
    for (const { tenant, ids } of [{ tenant: home.tenant, ids: rivalWorld.ids }, other.world]) {
      const res = await t.request(tenant, 'GET', `/api/products/${ids.product}/media`);
      expect(((await res.json()) as { id: number }[]).map((m) => m.id), 'the stray image is still its product’s').toEqual([ids.media]);
    }
  }, 60_000);

  it('on the other tenant, as its own callers with its own ids: the answer, and nothing of the home tenant', async () => {
    await walkAll('other tenant', targets, async (target) => {
      const { ids, token } = await scene(other, target, admitted(target), true);
      const answer = await send(target, other.tenant, await inputOf(target, ids), token, 'other tenant');
      const problems = answer.status === answerStatus(target) ? [] : [`${target.key} on the other tenant → ${short(answer)} (want ${answerStatus(target)})`];
      if (!crossesSites(target)) for (const m of homeMarkers) if (answer.text.includes(m)) problems.push(`${target.key} on the other tenant shows “${m}” of the home tenant`);
      return problems;
    });
  }, 120_000);

  it('with every feature off: 403 FEATURE_DISABLED on every gated endpoint, never on the others', async () => {
    await walkAll('features off', targets, async (target) => {
      const { ids, token } = await scene(dark, target, admitted(target), !target.feature);
      const answer = await send(target, dark.tenant, await inputOf(target, ids), token, 'features off');
      if (target.feature) {
        return answer.status === 403 && answer.code === 'FEATURE_DISABLED' ? [] : [`${target.key} (${String(target.feature)}) with the feature off → ${short(answer)}`];
      }
      return answer.status < 500 && answer.code !== 'FEATURE_DISABLED' ? [] : [`${target.key} (not gated) on a tenant with features off → ${short(answer)}`];
    });
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Fuzzing

const NUL = '\u0000';
const LONE = '\uD800';
const BIG = 'x'.repeat(100 * 1024);
/** The walk value with the character inside it (so it still looks like what the field wants). */
const withChar = (v: string, ch: string) => (v.length < 2 ? `a${ch}b` : `${v.slice(0, 1)}${ch}${v.slice(1)}`);

/** A string of a call, and whether its carrier can hold a lone surrogate (JSON can; URLs and multipart are UTF-8). */
interface Slot {
  label: string;
  value: string;
  set: (input: unknown, value: string) => unknown;
  carriesSurrogates: boolean;
}

const clone = <T,>(v: T): T => {
  if (v instanceof File || v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) as T;
  return v;
};

/** Every string leaf of a JSON value at `part` of the input (`''`: the input itself). */
function jsonSlots(input: unknown, part: '' | 'body'): Slot[] {
  const root = part ? (input as Record<string, unknown>)[part] : input;
  const out: Slot[] = [];
  const visit = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'string') {
      out.push({
        label: [part || 'input', ...path].join('.'),
        value: v,
        carriesSurrogates: true,
        set: (whole, s) => {
          const copy = clone(whole) as Record<string, unknown>;
          const keys: (string | number)[] = part ? [part, ...path] : path;
          if (!keys.length) return s;
          let node = copy as Record<string | number, unknown>;
          for (const k of keys.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
          node[keys[keys.length - 1]] = s;
          return copy;
        },
      });
    } else if (Array.isArray(v)) v.forEach((x, i) => visit(x, [...path, i]));
    else if (v && typeof v === 'object' && !(v instanceof File)) for (const [k, x] of Object.entries(v)) visit(x, [...path, k]);
  };
  visit(root, []);
  return out;
}

function slotsOf(target: Target, input: unknown): Slot[] {
  if (target.trpc) return jsonSlots(input, '');
  const call = input as RestCall;
  const out: Slot[] = [];
  for (const part of ['params', 'query'] as const) {
    for (const [k, v] of Object.entries(call[part] ?? {})) {
      out.push({ label: `${part}.${k}`, value: v, carriesSurrogates: false, set: (c, s) => ({ ...(c as RestCall), [part]: { ...(c as RestCall)[part], [k]: s } }) });
    }
  }
  if (call.body !== undefined) out.push(...jsonSlots(call, 'body'));
  for (const [k, v] of Object.entries(call.form ?? {})) {
    const set = (c: unknown, s: string) => ({ ...(c as RestCall), form: { ...(c as RestCall).form, [k]: v instanceof File ? new File([v], s, { type: v.type }) : s } });
    out.push({ label: v instanceof File ? `form.${k} (file name)` : `form.${k}`, value: v instanceof File ? v.name : v, carriesSurrogates: false, set });
  }
  return out;
}

interface Variant {
  label: string;
  input: unknown;
  /** 422 expected (the text rule); else only "no 5xx". */
  textRule: boolean;
}

function variantsOf(target: Target, input: unknown): Variant[] {
  const out: Variant[] = [];
  for (const slot of slotsOf(target, input)) {
    out.push({ label: `NUL in ${slot.label}`, input: slot.set(input, withChar(slot.value, NUL)), textRule: true });
    // A URL or a multipart body cannot carry a lone surrogate (it is sent as its CESU-8 bytes or U+FFFD): no 5xx is all it can show.
    out.push({ label: `lone surrogate in ${slot.label}`, input: slot.set(input, withChar(slot.value, LONE)), textRule: slot.carriesSurrogates });
    out.push({ label: `100 kB in ${slot.label}`, input: slot.set(input, BIG), textRule: false });
  }
  // Pages: where the walk input has one, or the declared schema takes one.
  const schemaPage = !!(target.declared?.input as { shape?: Record<string, unknown> } | undefined)?.shape?.page;
  if (target.trpc) {
    if ((input && typeof input === 'object' && 'page' in input) || schemaPage) {
      for (const page of [-1, Number.MAX_SAFE_INTEGER]) out.push({ label: `page ${page}`, input: { ...(input as object), page }, textRule: false });
    }
  } else {
    const call = input as RestCall;
    if ((call.query && 'page' in call.query) || (schemaPage && target.rest!.method === 'GET')) {
      for (const page of ['-1', String(Number.MAX_SAFE_INTEGER)]) out.push({ label: `page ${page}`, input: { ...call, query: { ...call.query, page } }, textRule: false });
    }
  }
  return out;
}

describe('fuzzing, as the caller each endpoint admits', () => {
  it('NUL and lone surrogates are refused with 422; 100 kB strings and bad pages never give a 5xx', async () => {
    await walkAll('fuzz', targets, async (target) => {
      const caller = admitted(target);
      const base = await scene(home, target, caller, true);
      const variants = variantsOf(target, await inputOf(target, base.ids));
      const problems: string[] = [];
      await mapLimit(variants, 2, async (variant, i) => {
        // A destructive call gets fresh fixtures for each variant that may pass (one the text rule
        // refuses never reaches the action; if it did, its own 422 check fails first).
        const fresh = target.walk.destructive && !variant.textRule ? await scene(home, target, caller, true) : base;
        const input = fresh === base ? variant.input : variantsOf(target, await inputOf(target, fresh.ids))[i].input;
        const answer = await send(target, home.tenant, input, fresh.token, 'fuzz');
        if (answer.status >= 500 || (variant.textRule && answer.status !== 422)) {
          problems.push(`${target.key} ${variant.label} → ${short(answer)}${variant.textRule ? ' (want 422)' : ''}`);
        }
      });
      return problems;
    });
  }, 180_000);

  it('forged X-Forwarded-Host / X-Forwarded-Proto change no answer (never a 5xx, never a link to them), even behind a trusted proxy', async () => {
    // Behind a trusted proxy the headers are read (and must be refused when they are no host or
    // scheme); without one they are ignored. Only this test runs now, so the switch is safe.
    t.deps.config.trustProxy = true;
    onTestFinished(() => void (t.deps.config.trustProxy = false));
    const forged = [
      { 'x-forwarded-host': `${home.tenant.domain}@evil.example:99999`, 'x-forwarded-proto': 'javascript' },
      { 'x-forwarded-host': home.tenant.domain, 'x-forwarded-proto': 'a b:c' },
    ];
    await walkAll('forged headers', targets, async (target) => {
      const problems: string[] = [];
      for (const headers of forged) {
        const { ids, token } = await scene(home, target, admitted(target), true);
        const answer = await send(target, home.tenant, await inputOf(target, ids), token, 'forged headers', headers);
        // Neither is a host or a scheme: the request's own Host and scheme stand, so the answer is the usual one.
        if (answer.status !== answerStatus(target)) problems.push(`${target.key} with ${JSON.stringify(headers)} → ${short(answer)} (want ${answerStatus(target)})`);
        if (/evil\.example|a b:c|javascript:/.test(answer.text + (answer.location ?? ''))) problems.push(`${target.key} with ${JSON.stringify(headers)} echoes the forged origin`);
      }
      return problems;
    });
  }, 180_000);
});
