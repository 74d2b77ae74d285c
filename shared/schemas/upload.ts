import { z } from 'zod';
import { MSG } from '../messages';

/** A file as services receive it: a name and the bytes (its type is judged from the bytes, never declared). */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** `data:<type>;base64,<payload>` → bytes; null when the string is no base64 data URL. */
export function decodeDataUrl(dataUrl: string, name = 'file'): UploadedFile | null {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m || !m[2]) return null;
  try {
    const bin = atob(m[3]);
    return { name, bytes: Uint8Array.from(bin, (ch) => ch.charCodeAt(0)) };
  } catch {
    return null;
  }
}

/**
 * A file as either transport carries it: a base64 data URL (JSON bodies, tRPC) or a file part or
 * bytes (REST multipart). Absent, null or '' is no file (the action says whether one is required);
 * anything else that is no file is refused at the field's own path.
 */
export const uploadedFile = z
  .union([z.string(), z.instanceof(Blob), z.instanceof(Uint8Array)], { error: MSG.fileInvalid })
  .nullish()
  .transform(async (value, ctx): Promise<UploadedFile | undefined> => {
    if (value === undefined || value === null || value === '') return undefined;
    if (value instanceof Uint8Array) return { name: 'file', bytes: value };
    if (value instanceof Blob) {
      const name = typeof File !== 'undefined' && value instanceof File ? value.name : 'file';
      return { name, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
    const file = decodeDataUrl(value);
    if (file) return file;
    ctx.issues.push({ code: 'custom', message: MSG.fileInvalid, input: value });
    return z.NEVER;
  });
