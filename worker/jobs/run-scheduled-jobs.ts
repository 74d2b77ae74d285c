import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns, tenants } from '../../db/schema';
import { oneLine } from '../adapters/log-console';
import type { AppDeps } from '../env';
import { tenantScope } from '../scope/tenant-scope';
import { jobContext } from './context';
import { JOBS } from './index';
import { periodKey } from './period';
import { PLATFORM_TENANT_ID, type Job, type JobResult } from './types';

export interface RunScheduledJobsOptions {
  /** The instant the run is for (period keys are made from it); default the deps' clock. */
  now?: Date;
  /** Only the jobs of these names. */
  only?: readonly string[];
  /** The jobs to run; default every declared one (tests pass their own). */
  jobs?: readonly Job[];
  /** Per-tenant jobs for these tenants only (a re-run for one site; tests sharing a database). */
  tenantIds?: readonly number[];
}

/** What one (job, tenant, period) came to: run and done or failed, or skipped because another run has it. */
export interface JobRunReport {
  job: string;
  tenantId: number;
  periodKey: string;
  outcome: 'done' | 'failed' | 'skipped';
  result?: Record<string, unknown>;
  error?: string;
}

/**
 * The one scheduler entry: the Worker's Cron Trigger and the Node server's timer call it. Each
 * platform job once (tenant_id 0), then each per-tenant job for every active tenant, one after the
 * other. A run first claims its (job, tenant, period) in job_runs; when the row exists already
 * (another run, overlapping or earlier in the period, has it) it is skipped, so the work happens once
 * per period. The run is recorded done with its result or failed with its error; one failure never
 * stops the others.
 */
export async function runScheduledJobs(deps: AppDeps, opts: RunScheduledJobsOptions = {}): Promise<JobRunReport[]> {
  const now = opts.now ?? deps.clock.now();
  const jobs = (opts.jobs ?? JOBS).filter((job) => !opts.only || opts.only.includes(job.name));
  const opened = deps.openDb();
  const reports: JobRunReport[] = [];
  try {
    const { db } = opened;
    for (const job of jobs) {
      if (job.perTenant) continue;
      reports.push(await runOnce(deps, db, job, PLATFORM_TENANT_ID, now, (key) => job.run({ db, deps, now, periodKey: key })));
    }
    const perTenant = jobs.filter((job) => job.perTenant);
    if (perTenant.length > 0) {
      const active = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.isActive, true), opts.tenantIds ? inArray(tenants.id, [...opts.tenantIds]) : undefined))
        .orderBy(asc(tenants.id));
      for (const tenant of active) {
        for (const job of perTenant) {
          reports.push(await runOnce(deps, db, job, tenant.id, now, async (key) => job.run(await jobContext(deps, db, tenant, key))));
        }
      }
    }
  } finally {
    await opened.release?.().catch((err) => deps.log.error('releasing the scheduler database failed', err));
  }
  return reports;
}

/** Claims, runs and records one (job, tenant, period). */
async function runOnce(
  deps: AppDeps,
  db: Db,
  job: Job,
  tenantId: number,
  now: Date,
  run: (periodKey: string) => Promise<JobResult>,
): Promise<JobRunReport> {
  const key = periodKey(job.period, now);
  const base = { job: job.name, tenantId, periodKey: key };
  const scope = tenantScope('own', tenantId);
  const [claimed] = await db
    .insert(jobRuns)
    .values(scope.row({ job: job.name, periodKey: key, status: 'running' as const, startedAt: now }))
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  if (!claimed) return { ...base, outcome: 'skipped' };
  const mine = scope.where(jobRuns, eq(jobRuns.id, claimed.id));
  try {
    const result = (await run(key)) ?? {};
    await db.update(jobRuns).set({ status: 'done', finishedAt: deps.clock.now(), result }).where(mine);
    if (Object.values(result).some((v) => typeof v === 'number' && v > 0)) {
      deps.log.info(`job ${job.name} (tenant ${tenantId}, ${key}): ${JSON.stringify(result)}`);
    }
    return { ...base, outcome: 'done', result };
  } catch (err) {
    const error = oneLine(err).slice(0, 2000);
    deps.log.error(`job ${job.name} failed (tenant ${tenantId}, ${key})`, err);
    try {
      await db.update(jobRuns).set({ status: 'failed', finishedAt: deps.clock.now(), error }).where(mine);
    } catch (recordErr) {
      // The run stays 'running' for its period; the next period runs the job again.
      deps.log.error(`job ${job.name}: recording its failure failed`, recordErr);
    }
    return { ...base, outcome: 'failed', error };
  }
}
