import { HttpError } from '../../../lib/errors';
import { getToken } from '../../../lib/session';
import { filterQuery, type CenterFilters } from './filters';

/**
 * CSV 내보내기: the web signs in with a bearer token (no cookie), so a plain download link would be
 * refused. The file is fetched with the token and saved from a Blob URL under the server's name.
 */
export async function downloadOrdersCsv(filters: CenterFilters): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/shop/orders/export?${filterQuery(filters).toString()}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new HttpError(body?.detail ?? `내보내기에 실패했습니다. (${res.status})`, res.status);
  }
  const blob = await res.blob();
  const named = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  const name = named ? decodeURIComponent(named[1] ?? named[2] ?? '') : `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name || 'orders.csv';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the save; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
