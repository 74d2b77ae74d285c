import { createPgDb } from '../db/client-pg';
import { migrateDb } from '../db/migrate';
import { loadDotEnv } from './load-env.mjs';

/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (Neon or any PostgreSQL).
 * The Worker never migrates at run time; run this before `wrangler deploy`. Reads `.env` when present.
 */
async function main() {
  loadDotEnv();
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set, e.g. DATABASE_URL=postgres://user:pass@host/db npm run db:migrate');
    process.exit(2);
  }
  const handle = createPgDb(url, 1);
  try {
    const applied = await migrateDb(handle);
    console.log(`${applied} migration${applied === 1 ? '' : 's'} applied to ${new URL(url).host}${new URL(url).pathname}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
