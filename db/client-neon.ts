import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from './schema';
import type { Db, DbHandle } from './client';

export interface NeonOptions {
  /** Local development and tests: a ws-to-TCP proxy in front of a plain PostgreSQL (host:port/path). */
  wsProxy?: string;
}

/** Neon's serverless driver over WebSockets; a Worker makes one per request and ends it after. */
export function createNeonDb(connectionString: string, opts: NeonOptions = {}): DbHandle {
  if (opts.wsProxy) {
    const proxy = opts.wsProxy;
    neonConfig.wsProxy = () => proxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
  }
  const pool = new Pool({ connectionString });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'neon', close: () => pool.end() };
}
