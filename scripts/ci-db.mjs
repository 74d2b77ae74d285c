// `node scripts/ci-db.mjs create|drop <database url>`: makes or drops the database the URL names,
// through the server's `postgres` database (CI gives each run a database of its own).
import pg from 'pg';

const [action, url] = process.argv.slice(2);
const target = new URL(url);
const name = target.pathname.slice(1);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: node scripts/ci-db.mjs create|drop postgres://user@host:port/<name of [a-z0-9_]>');
  process.exit(2);
}
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
