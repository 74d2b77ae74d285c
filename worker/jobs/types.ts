import type { Db } from '../../db/client';
import type { AppDeps, ServiceCtx } from '../env';

/** How a job's period key is made from the clock: the job runs at most once a minute, an hour or a day. */
export type JobPeriod = 'minute' | 'hour' | 'day';

/**
 * What a per-tenant job receives: the service context a request of that tenant would have (its
 * scopes, features, deps with clock, gateway, mailer, Alimtalk, logger, storage), with no user, and
 * the period the run covers.
 */
export interface JobCtx extends ServiceCtx {
  user: null;
  periodKey: string;
}

/** What a platform job receives (it runs once, for every tenant's rows: tenant_id 0 in job_runs). */
export interface PlatformJobCtx {
  db: Db;
  deps: AppDeps;
  /** The instant the run was started for (the scheduler's clock). */
  now: Date;
  periodKey: string;
}

/** Counts or facts of a run, kept in job_runs.result. */
export type JobResult = Record<string, unknown> | void;

interface JobBase {
  /** Unique: the job_runs key and what `only` names. */
  name: string;
  period: JobPeriod;
}

export interface TenantJob extends JobBase {
  perTenant: true;
  run(ctx: JobCtx): Promise<JobResult>;
}

export interface PlatformJob extends JobBase {
  perTenant: false;
  run(ctx: PlatformJobCtx): Promise<JobResult>;
}

/** A scheduled job, declared once (worker/jobs/index.ts lists them). */
export type Job = TenantJob | PlatformJob;

/** job_runs.tenant_id of a platform job's runs. */
export const PLATFORM_TENANT_ID = 0;
