import path from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeApp, databaseLabel, openNodeDatabase, settingsFromEnv } from './deps-node';
import { runScheduledJobs } from './jobs/run-scheduled-jobs';
import { signingSecretFor } from './lib/signing-secret';
import { mountWebApp } from './web/node-files';

/** The scheduler's tick: the notification sender runs every minute; hourly jobs once an hour by their period keys. */
const SCHEDULER_EVERY_MS = 60 * 1000;

/** `npm start`: the marketplace on Node, with the built web app from web/dist. */
async function main() {
  const settings = settingsFromEnv(process.env);
  // A production server without APP_SECRET stops here, before it touches the database.
  signingSecretFor(settings.environment, settings.appSecret);
  const handle = await openNodeDatabase(settings, (line) => console.log(line));
  // `--prepare-only`: create, migrate and seed the database, then stop (the e2e suite prepares one
  // data folder so and gives each of its servers a copy).
  if (process.argv.includes('--prepare-only')) {
    await handle.close();
    return;
  }
  const { app, deps } = createNodeApp(handle, settings);
  // The built files, and every client-side route as the tenant's page.
  await mountWebApp(app, deps, path.resolve(process.env.WEB_DIST ?? 'web/dist'));

  const port = Number(process.env.PORT ?? 8787);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const ready = (performance.now() / 1000).toFixed(1);
    console.log(`marketplace listening on http://localhost:${info.port} (${databaseLabel(settings)}, ready in ${ready} s)`);
  });
  // The Worker runs the jobs from a cron trigger; here a timer does, at start and then every minute.
  // A tick that is still running when the next comes is not doubled (and job_runs would skip it anyway).
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      await runScheduledJobs(deps);
    } catch (err) {
      deps.log.error('scheduled jobs failed', err);
    } finally {
      ticking = false;
    }
  };
  void tick();
  const schedulerTimer = setInterval(() => void tick(), SCHEDULER_EVERY_MS);
  schedulerTimer.unref();

  const stop = async () => {
    clearInterval(schedulerTimer);
    server.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
