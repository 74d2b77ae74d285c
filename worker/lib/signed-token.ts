import { fromBase64Url, toBase64Url, timingSafeEqual } from './crypto';

/**
 * Self-contained signed payloads (`base64url(json).base64url(hmac)`), so a Worker can hand out
 * codes and tokens without keeping them in memory. HMAC-SHA-256 through Web Crypto.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function hmac(key: string, data: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, encoder.encode(data)));
}

export async function signPayload(key: string, payload: unknown): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  return `${body}.${toBase64Url(await hmac(key, body))}`;
}

/** The payload when the signature holds, else null (never throws on garbage). */
export async function verifyPayload<T>(key: string, token: string): Promise<T | null> {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    const expected = await hmac(key, parts[0]);
    if (!timingSafeEqual(expected, fromBase64Url(parts[1]))) return null;
    return JSON.parse(decoder.decode(fromBase64Url(parts[0]))) as T;
  } catch {
    return null;
  }
}
