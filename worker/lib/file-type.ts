/** File types judged by their first bytes; a declared MIME type or file name is never trusted. */
export interface SniffedType {
  mime: string;
  ext: string;
}

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImageOrPdf(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** Product images: JPEG, PNG, GIF or WebP only (a PDF is not an image). */
export function sniffImage(bytes: Uint8Array): SniffedType | null {
  const t = sniffImageOrPdf(bytes);
  return t && t.mime !== 'application/pdf' ? t : null;
}

/** Major brands of HEIC/HEIF files (an ISO-BMFF `ftyp` box at byte 4). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heif', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** True for HEIC/HEIF bytes, which browsers cannot show: refused with their own message. */
export function isHeif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return false;
  return HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));
}

/** ISO-BMFF brands of QuickTime movies; any other `ftyp` brand (isom, mp41, mp42, avc1, M4V…) is MP4. */
const QUICKTIME_BRANDS = new Set(['qt  ']);

/** Post videos: MP4, QuickTime (mov) or WebM; HEIC/HEIF stills share MP4's box layout and are no video. */
export function sniffVideo(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', ext: 'webm' };
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12 || isHeif(bytes)) return null;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return QUICKTIME_BRANDS.has(brand) ? { mime: 'video/quicktime', ext: 'mov' } : { mime: 'video/mp4', ext: 'mp4' };
}
