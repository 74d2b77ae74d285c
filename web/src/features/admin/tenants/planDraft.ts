import type { PlanInput } from '../../../../../shared/schemas/admin/tenants';
import type { PlanInterval } from '../../../../../shared/subscription';
import { clamp, numberOr } from './numbers';

/** The editor's fields as typed; numbers become numbers on save by the editor's rules. */
export interface Draft {
  id: number | null;
  code: string;
  name: string;
  amount: string;
  interval: PlanInterval;
  interval_count: string;
  trial_days: string;
  active: boolean;
  fee_rate: string;
  prd_limit: string;
}

export const draftOf = (p: PlanInput & { id?: number }): Draft => ({
  id: p.id ?? null,
  code: p.code,
  name: p.name,
  amount: String(p.amount),
  interval: p.interval,
  interval_count: String(p.interval_count),
  trial_days: String(p.trial_days),
  active: p.active,
  fee_rate: String(p.settings.fee_rate),
  prd_limit: String(p.settings.prd_limit),
});

/**
 * commerce.md §5 Tenant plan editor: fee rate 0 to 1 (step 0.01), product limit at least 0, a
 * number that is not one counts as 0 (the interval count as 1).
 */
export const planOf = (d: Draft): PlanInput => ({
  code: d.code.trim(),
  name: d.name.trim(),
  amount: Math.max(0, Math.round(numberOr(d.amount, 0))),
  interval: d.interval,
  interval_count: clamp(Math.round(numberOr(d.interval_count, 1)), 1, 36),
  trial_days: clamp(Math.round(numberOr(d.trial_days, 0)), 0, 365),
  active: d.active,
  settings: { fee_rate: clamp(numberOr(d.fee_rate, 0), 0, 1), prd_limit: Math.max(0, Math.round(numberOr(d.prd_limit, 0))) },
});

