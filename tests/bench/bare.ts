import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { createPgDb } from '../../db/client-pg';
import { createNodeApp, type NodeSettings } from '../../worker/deps-node';
import { freePort } from '../fixtures/postgres';

/** One address the app serves, with the headers it is loaded with (a bearer token). */
export interface BareRequest {
  address: string;
  headers: Record<string, string>;
}

export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/**
 * The statements the app runs for each address in its steady state: each request is made twice
 * through the app in this process, on the bench's database, and the second one's statements are
 * kept (by then the tenant and the session are cached, as they are under load). Writes are kept too
 * (a product view's insert that finds the day's row), so the bare server does what the app does.
 */
export async function recordStatements(databaseUrl: string, settings: NodeSettings, requests: BareRequest[]): Promise<Record<string, RecordedStatement[]>> {
  const seen: RecordedStatement[] = [];
  const logger: Logger = { logQuery: (text, params) => void seen.push({ text, params }) };
  const handle = createPgDb(databaseUrl, 2, logger);
  try {
    const { app } = createNodeApp(handle, settings);
    const out: Record<string, RecordedStatement[]> = {};
    for (const { address, headers } of requests) {
      for (let round = 0; round < 2; round++) {
        seen.length = 0;
        const res = await app.request(`http://localhost${address}`, { headers: { host: 'localhost', ...headers } });
        if (!res.ok) throw new Error(`${address} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
      out[address] = [...seen];
    }
    return out;
  } finally {
    await handle.close();
  }
}

/** The bare server (tests/bench/bare-server.mjs) on a free loopback port, stopped by its PID. */
export async function startBareServer(databaseUrl: string, statements: Record<string, RecordedStatement[]>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'market-bare-'));
  const file = path.join(dir, 'statements.json');
  await writeFile(file, JSON.stringify(statements));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', BARE_STATEMENTS: file },
    stdio: ['ignore', 'inherit', 'inherit'],
    // A process group of its own: an interrupted bench stops it with its other servers.
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/`).then(() => true, () => false)) return { base, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the bare server did not start');
}
