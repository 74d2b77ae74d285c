import { HttpError } from './errors';
import { getToken } from './session';
import { handleUnauthorized } from './unauthorized';

/**
 * POSTs form data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the JSON answer; rejects with an HttpError carrying the spec's messages (platform.md §8).
 */
export function uploadForm<T>(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError('네트워크 오류가 발생했습니다. 연결을 확인해주세요.', 0));
    xhr.onload = () => {
      let body: { detail?: string; message?: string; code?: string; field?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) handleUnauthorized();
      if (!body) {
        const msg =
          xhr.status >= 500
            ? '서버 내부 오류가 발생했습니다. 파일이 너무 크거나 지원되지 않는 형식일 수 있습니다.'
            : `서버 오류 (${xhr.status}): 잠시 후 다시 시도해주세요.`;
        reject(new HttpError(msg, xhr.status));
        return;
      }
      const detail = body.detail ?? body.message ?? `HTTP error! status: ${xhr.status}`;
      reject(new HttpError(detail, xhr.status, body.code, body.field));
    };
    xhr.send(form);
  });
}
