// `npm run migrate`: bring the database (DATABASE_URL, or the embedded one of .data/) to the current schema.
import { readEnvOrExit } from '../env.ts';
import { migrateDatabase } from '../migrate-database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

const env = readEnvOrExit();
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: env.LARDER_DATA_DIR, reuseRunning: true });
try {
  const report = await migrateDatabase(env.DATABASE_URL ?? embedded!.url);
  console.log(report.applied.length > 0 ? `Applied: ${report.applied.join(', ')}` : 'The database is up to date.');
  console.log(`Ingredients: ${report.ingredients} (${report.ingredientsImported} imported now)`);
} finally {
  await embedded?.stop();
}
