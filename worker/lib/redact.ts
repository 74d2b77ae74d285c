/**
 * A value as the audit log keeps it: secrets masked by their key, files as their name, size and type,
 * long text and lists cut, deep nesting stopped, and the whole bounded, so a log row never holds a
 * password, a token or a picture's bytes, and never grows past AUDIT_VALUE_MAX bytes.
 */
export const AUDIT_VALUE_MAX = 16_384;
const SECRET_KEY = /pass(word)?|secret|token|billing_?key|authorization|cookie|card_?(no|number)|cvc|otp|code_verifier/i;
const TEXT_MAX = 1_000;
const LIST_MAX = 50;
const DEPTH_MAX = 6;

export const MASKED = '[가림]';

function shape(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…(${value.length}자)` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { file: (value as File).name ?? null, size: value.size, type: value.type };
  }
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return { bytes: value.byteLength };
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, LIST_MAX).map((v) => shape(v, depth + 1));
    return value.length > LIST_MAX ? [...items, `…(${value.length}개)`] : items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === 'function') continue;
      out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? MASKED : shape(v, depth + 1);
    }
    return out;
  }
  return null;
}

export function redact(value: unknown): unknown {
  const shaped = shape(value, 0);
  if (shaped === undefined || shaped === null) return null;
  const text = JSON.stringify(shaped);
  return text.length > AUDIT_VALUE_MAX ? { truncated: true, bytes: text.length } : shaped;
}
