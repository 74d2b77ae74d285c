import { cleanupExpired } from '../services/maintenance/cleanup-expired';
import { pruneJobRuns } from '../services/maintenance/prune-job-runs';
import type { PlatformJob } from './types';

/** Hourly, once for the platform: expired short-lived rows, abandoned payments and uploads, old job runs. */
export const cleanupExpiredJob: PlatformJob = {
  name: 'cleanup-expired',
  period: 'hour',
  perTenant: false,
  async run({ db, deps, now }) {
    const removed = await cleanupExpired({ db, now, storage: deps.storage });
    return { ...removed, jobRuns: await pruneJobRuns({ db, now }) };
  },
};
