// The bench's yardstick (tests/bench/bare.ts): a bare node:http server on `pg` that answers each
// benched address by running the statements the app ran for it (recorded from the app itself, in
// its steady state: tenant and session cached), each prepared once per connection, and sending their
// rows as JSON. No framework, no query builder, no validation, no access checks: what the app's own
// SQL costs on this machine, which the app's throughput is compared with.
//   BARE_STATEMENTS: the JSON file { "<path and query>": [{ "text": …, "params": […] }, …] }
//   DATABASE_URL, PORT, HOST (127.0.0.1); the pool has as many connections as the app's (10).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const recorded = JSON.parse(readFileSync(process.env.BARE_STATEMENTS, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const byPath = new Map(
  Object.entries(recorded).map(([address, statements]) => [address, statements.map((s, i) => ({ ...s, name: `bare_${address.length}_${i}_${hash(address)}` }))]),
);

function hash(text) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

const server = http.createServer(async (req, res) => {
  const statements = byPath.get(req.url);
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    const answers = [];
    for (const s of statements) answers.push((await pool.query({ name: s.name, text: s.text, values: s.params })).rows);
    const body = JSON.stringify(answers);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
