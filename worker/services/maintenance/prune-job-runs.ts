import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobRuns } from '../../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A done run only has to outlive its period (that is what keeps it from running twice); two days show yesterday's. */
const DONE_KEPT_DAYS = 2;
/** Failed and never-finished runs are kept longer, to be looked into. */
const OTHERS_KEPT_DAYS = 30;

/** Deletes old job_runs rows of every tenant (the per-minute sender writes one a tenant a minute). */
export async function pruneJobRuns({ db, now }: { db: Db; now: Date }): Promise<number> {
  const doneCutoff = new Date(now.getTime() - DONE_KEPT_DAYS * DAY_MS);
  const cutoff = new Date(now.getTime() - OTHERS_KEPT_DAYS * DAY_MS);
  const gone = await db
    .delete(jobRuns)
    .where(or(lt(jobRuns.startedAt, cutoff), and(eq(jobRuns.status, 'done'), lt(jobRuns.startedAt, doneCutoff))))
    .returning({ id: jobRuns.id });
  return gone.length;
}
