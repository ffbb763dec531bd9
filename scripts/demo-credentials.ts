import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/database';
import { DEMO_CREDENTIALS_FILE, ensureDemoCredentials } from '../server/ingest/demo-credentials';
import { resolveIngestDir } from '../server/ingest/ingestion';

// `npm run demo:credentials`: prints the DEMO stations' receiver credentials as JSON (station id
// and code, HTTP token, FTP user and password, watched folder). Demo only: these secrets are
// derived from the station codes and public. With DATABASE_URL they are read from PostgreSQL;
// otherwise from the file the server writes into DATA_DIR at each start (the embedded database
// belongs to the running server and is not opened twice).

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  if (process.env.DATABASE_URL) {
    const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
    try {
      const ingestDir = resolveIngestDir(undefined, process.env, dataDir);
      console.info(JSON.stringify(await ensureDemoCredentials(db, ingestDir), null, 2));
    } finally {
      await db.close();
    }
    return;
  }
  const file = join(dataDir, DEMO_CREDENTIALS_FILE);
  if (!existsSync(file)) {
    console.error(`No demo credentials in ${dataDir}: start the server once (npm start) first.`);
    process.exit(1);
  }
  process.stdout.write(readFileSync(file, 'utf8'));
}

main().catch((error: unknown) => {
  console.error('demo:credentials failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
