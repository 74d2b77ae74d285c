// `npm run seed`: migrates and seeds DATABASE_URL, or the PGlite database in DATA_DIR (.env read first).
import { openNodeDatabase, settingsFromEnv } from '../worker/deps-node';
import { loadDotEnv } from '../scripts/load-env.mjs';

loadDotEnv();
const settings = { ...settingsFromEnv(process.env), seedDemo: true };
const handle = await openNodeDatabase(settings, (line) => console.log(line));
await handle.close();
console.log(`seeded ${settings.databaseUrl ? 'DATABASE_URL' : settings.dataDir}`);
