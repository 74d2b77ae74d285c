import path from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeApp, databaseLabel, openNodeDatabase, settingsFromEnv } from './deps-node';
import { cleanupExpired } from './services/maintenance/cleanup-expired';
import { signingSecretFor } from './lib/signing-secret';
import { mountWebApp } from './web/node-files';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** `npm start`: the marketplace on Node, with the built web app from web/dist. */
async function main() {
  const settings = settingsFromEnv(process.env);
  // A production server without APP_SECRET stops here, before it touches the database.
  signingSecretFor(settings.environment, settings.appSecret);
  const handle = await openNodeDatabase(settings, (line) => console.log(line));
  const { app, deps } = createNodeApp(handle, settings);
  // The built files, and every client-side route as the tenant's page.
  await mountWebApp(app, deps, path.resolve(process.env.WEB_DIST ?? 'web/dist'));

  const port = Number(process.env.PORT ?? 8787);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const ready = (performance.now() / 1000).toFixed(1);
    console.log(`marketplace listening on http://localhost:${info.port} (${databaseLabel(settings)}, ready in ${ready} s)`);
  });
  // The Worker runs this from a cron trigger; here a timer does, at start and then hourly.
  const cleanup = () =>
    cleanupExpired({ db: handle.db, now: new Date(), storage: deps.storage }).catch((err) => console.error('cleanup-expired failed', err));
  void cleanup();
  const cleanupTimer = setInterval(cleanup, CLEANUP_EVERY_MS);
  cleanupTimer.unref();

  const stop = async () => {
    clearInterval(cleanupTimer);
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
