import type { ByteRange } from '../adapters/types';

/**
 * The one byte range of a `Range: bytes=…` header (`a-b`, `a-` or `-n`), or null to send the whole
 * object: no header, another unit, a malformed value or several ranges (RFC 9110 lets a server
 * ignore what it does not serve; browsers seeking a video ask for one range).
 */
export function parseByteRange(header: string | undefined): ByteRange | null {
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') return { suffix: Number(m[2]) };
  const offset = Number(m[1]);
  if (m[2] === '') return { offset };
  const last = Number(m[2]);
  return last < offset ? null : { offset, length: last - offset + 1 };
}
