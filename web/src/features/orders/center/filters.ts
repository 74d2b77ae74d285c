import { useCallback } from 'react';
import { useLiveSearchParams } from '../../../lib/useLiveSearchParams';
import { CLAIM_KINDS, type ClaimKind } from '../../../../../shared/order-claims';
import { ORDER_KINDS, ORDER_STATUSES, type OrderKind, type OrderStatus } from '../../../../../shared/order-status';
import { ORDER_CENTER_VIEWS, type OrderCenterView } from '../../../../../shared/schemas/orders/center';

/** The order center's filters as the address keeps them (?view=&status=&kind=&claim=&from=&to=&q=&page=). */
export interface CenterFilters {
  /** A summary strip's list (the orders its count counts). */
  view?: OrderCenterView;
  status?: OrderStatus;
  kind?: OrderKind;
  claim?: ClaimKind;
  from?: string;
  to?: string;
  q?: string;
}
export const FILTER_KEYS = ['view', 'status', 'kind', 'claim', 'from', 'to', 'q'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export function readFilters(params: URLSearchParams): CenterFilters {
  const q = params.get('q')?.trim().slice(0, 50);
  return {
    view: oneOf(ORDER_CENTER_VIEWS, params.get('view')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    kind: oneOf(ORDER_KINDS, params.get('kind')),
    claim: oneOf(CLAIM_KINDS, params.get('claim')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: q || undefined,
  };
}

/** The filters as a query string (the list's address, the CSV export's). */
export function filterQuery(f: CenterFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of FILTER_KEYS) if (f[k]) out.set(k, f[k]!);
  return out;
}

/** The summary strip's shortcuts: each its view (the rest cleared), listing exactly what it counts. */
export const SHORTCUTS = {
  new_orders: { label: '신규 주문', filters: { view: 'new_orders' } },
  awaiting_shipment: { label: '발송 대기', filters: { view: 'awaiting_shipment' } },
  cancel_requests: { label: '취소 요청', filters: { view: 'cancel_requests' } },
  return_requests: { label: '반품 요청', filters: { view: 'return_requests' } },
} as const satisfies Record<OrderCenterView, { label: string; filters: CenterFilters }>;
export type Shortcut = keyof typeof SHORTCUTS;

export const sameFilters = (a: CenterFilters, b: CenterFilters) => FILTER_KEYS.every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * The filters in the address, so reload, back and a shared link keep them; `set` replaces the given
 * ones (or all with `replaceAll`) and goes back to page one. Other parameters (the dashboard's tab) stay.
 */
export function useCenterFilters(): [CenterFilters, (next: CenterFilters, replaceAll?: boolean) => void] {
  const [params, setParams] = useLiveSearchParams();
  const filters = readFilters(params);
  const set = useCallback(
    (next: CenterFilters, replaceAll = false) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.delete('page');
          for (const k of FILTER_KEYS) {
            if (!replaceAll && !(k in next)) continue;
            const v = next[k]?.trim();
            if (v) out.set(k, v);
            else out.delete(k);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, set];
}
