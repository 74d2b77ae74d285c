import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/constants';

/** React.lazy for a route's page, failing after the spec's chunk-load timeout instead of spinning forever. */
export function lazyPage<P extends object = Record<string, never>>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('페이지를 불러오는 데 시간이 너무 오래 걸립니다.')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]),
  );
}
