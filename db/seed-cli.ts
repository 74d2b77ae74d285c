// `npm run seed`: migrates and seeds DATABASE_URL, or the PGlite database in DATA_DIR.
import { openNodeDatabase, settingsFromEnv } from '../worker/deps-node';

const settings = { ...settingsFromEnv(process.env), seedDemo: true };
const handle = await openNodeDatabase(settings);
await handle.close();
console.log(`seeded ${settings.databaseUrl ? 'DATABASE_URL' : settings.dataDir}`);
