import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One run of a scheduled job for one tenant and period (worker/jobs/): the unique key makes a job
 * idempotent per period, so two overlapping runs (two cron invocations, two Node processes) do the
 * work once. `tenant_id` is 0 for a job that runs once for the platform.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** The period the run covers, as the job names it (an hour `2026-11-27T09`, a day, a minute). */
    periodKey: text('period_key').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('job_runs_period_key').on(t.job, t.tenantId, t.periodKey),
    index('job_runs_started_idx').on(t.startedAt),
    index('job_runs_failed_idx').on(t.job, t.startedAt).where(sql`${t.status} = 'failed'`),
  ],
);

export type JobRun = typeof jobRuns.$inferSelect;
