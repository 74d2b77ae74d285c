import { Field, NativeSelect } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';
import { trpc } from '../../lib/trpc';

/**
 * An admin list's filters kept in the address (?q=&site=… beside ?page=), so back, reload and a
 * shared link keep them. Setting any filter starts the list at page one again.
 */
export function useAddressFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useLiveSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (next: Partial<Record<K, string>>) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.delete('page');
          for (const [k, v] of Object.entries(next) as [K, string | undefined][]) {
            const value = (v ?? '').trim();
            if (value) out.set(k, value);
            else out.delete(k);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set];
}

/** A site id from the address, or undefined (absent or not a positive whole number). */
export function siteParam(value: string): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The site filter of the admin lists: "전체 사이트" and every site of the platform (admin.tenants.list).
 * Until the sites arrive (or if they cannot), it offers the chosen site by its number so the filter
 * in the address still reads right. `full`: as wide as its cell (a grid of filters).
 */
export function SiteSelect({ value, onChange, full = false }: { value: string; onChange: (site: string) => void; full?: boolean }) {
  const sites = trpc.admin.tenants.list.useQuery(undefined, { staleTime: 60_000 });
  const items = sites.data?.items ?? [];
  const known = !value || items.some((t) => String(t.id) === value);
  return (
    <Field.Root w={full ? 'full' : { base: 'full', sm: '48' }} minW="0">
      <Field.Label>사이트</Field.Label>
      <NativeSelect.Root size="sm" disabled={sites.isLoading}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">전체 사이트</option>
          {!known && <option value={value}>사이트 #{value}</option>}
          {items.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.display_name} ({t.name})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
