/**
 * Which proxies in front of the Node server are believed: none (false), a number of hops (each
 * appends the address it saw to X-Forwarded-For), or a list of their addresses.
 */
export type TrustProxy = boolean | number | readonly string[];

/** TRUST_PROXY as written: "", "false" → none; "true" → 1 hop; "2" → 2 hops; "10.0.0.1, 10.0.0.2" → those proxies. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** True when some proxy is believed. */
export const trustsProxy = (trust: TrustProxy | undefined): boolean =>
  trust === true || (typeof trust === 'number' && trust > 0) || (Array.isArray(trust) && trust.length > 0);

const hopsOf = (trust: TrustProxy): number => (trust === true ? 1 : typeof trust === 'number' ? trust : 0);

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) compares as its IPv4 form. */
const plainAddress = (a: string) => a.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The client's address behind trusted proxies. The client writes whatever it likes into
 * X-Forwarded-For; each proxy only appends the address it saw, so the answer is read from the
 * right: with N hops the N-th entry from the right of [...X-Forwarded-For, peer]; with a list,
 * the right-most address that is not one of the proxies. `peer` is the socket's address (undefined
 * where the runtime gives none). Never the left-most entry, which the client chose.
 */
export function clientAddressBehind(trust: TrustProxy | undefined, forwardedFor: string | null | undefined, peer: string | undefined): string | undefined {
  const forwarded = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  const chain = peer ? [...forwarded, plainAddress(peer)] : forwarded;
  if (!trustsProxy(trust)) return peer;
  if (Array.isArray(trust)) {
    const proxies = new Set(trust.map(plainAddress));
    // A peer that is no trusted proxy spoke to us directly: its own address, whatever it forwarded.
    if (peer && !proxies.has(plainAddress(peer))) return plainAddress(peer);
    for (let i = chain.length - 1; i >= 0; i--) if (!proxies.has(chain[i])) return chain[i];
    return chain[0];
  }
  // The peer is the last hop; without one (no socket) the last hop's own entry is missing too.
  const hops = hopsOf(trust ?? false);
  const index = peer ? chain.length - 1 - hops : chain.length - hops;
  return chain[Math.max(0, Math.min(index, chain.length - 1))] ?? peer;
}
