import { AppError } from '../../shared/errors';
import type { UploadedFile } from '../services/auth/internal-files';

/** `data:<type>;base64,<payload>` → bytes. The declared type is ignored: files are judged by their bytes. */
export function decodeDataUrlFile(dataUrl: string, name: string): UploadedFile {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m || !m[2]) throw new AppError('VALIDATION', '파일 형식이 올바르지 않습니다.', { field: name });
  try {
    const bin = atob(m[3]);
    return { name, bytes: Uint8Array.from(bin, (ch) => ch.charCodeAt(0)) };
  } catch {
    throw new AppError('VALIDATION', '파일 형식이 올바르지 않습니다.', { field: name });
  }
}
