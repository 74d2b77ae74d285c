import { HttpError } from './errors';
import { getToken } from './session';
import { handleUnauthorized } from './unauthorized';

/**
 * POSTs form data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the JSON answer; rejects with an HttpError carrying the spec's messages (platform.md §8).
 */
export function uploadForm<T>(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  const token = getToken();
  return send<T>('POST', url, form, token ? { Authorization: `Bearer ${token}` } : {}, onProgress);
}

/**
 * Sends one file as the raw request body (a signed upload URL: the URL itself is the permission, so no
 * bearer token goes along — a presigned storage URL on another origin would refuse it).
 */
export function uploadRaw<T = unknown>(
  method: 'PUT' | 'POST',
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return send<T>(method, url, body, headers, onProgress, signal);
}

function send<T>(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  headers: Record<string, string>,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError('네트워크 오류가 발생했습니다. 연결을 확인해주세요.', 0));
    xhr.onload = () => {
      let answer: { detail?: string; message?: string; code?: string; field?: string } | null = null;
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        // A storage PUT may answer 200 with no body.
        resolve(answer as T);
        return;
      }
      // Only a call that carried the session can have found it expired (a signed URL's 401 is about the URL).
      if (xhr.status === 401 && headers.Authorization) handleUnauthorized();
      if (!answer) {
        const msg =
          xhr.status >= 500
            ? '서버 내부 오류가 발생했습니다. 파일이 너무 크거나 지원되지 않는 형식일 수 있습니다.'
            : `서버 오류 (${xhr.status}): 잠시 후 다시 시도해주세요.`;
        reject(new HttpError(msg, xhr.status));
        return;
      }
      const detail = answer.detail ?? answer.message ?? `HTTP error! status: ${xhr.status}`;
      reject(new HttpError(detail, xhr.status, answer.code, answer.field));
    };
    xhr.send(body);
  });
}
