import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/database.js';
import { DEMO_CUSTOMERS } from '../seed/demo-catalog.js';
import { saveCredentials, type IngestSecrets } from './credentials.js';

// DEMO ONLY. The demo stations get receiver credentials derived from their station code, so the
// same secrets come back after every reset and `npm run demo:credentials` can print them. Anyone
// who reads this file knows them: real stations get random secrets (randomSecrets).

export interface DemoCredential extends IngestSecrets {
  readonly stationId: number;
  readonly stationCode: string;
  readonly stationName: string;
  /** The station's sub-folder of the watched folder, when the folder receiver is on. */
  readonly watchedFolder: string | null;
}

export const DEMO_CREDENTIALS_FILE = 'demo-ingest-credentials.json';

const DEMO_STATION_CODES = DEMO_CUSTOMERS.flatMap((customer) =>
  customer.stations.map((station) => station.code),
);

// Fewer rounds than real credentials: these secrets are public anyway, and the first start
// hashes one per demo station.
const DEMO_BCRYPT_ROUNDS = 6;

const digest = (code: string) =>
  createHash('sha256').update(`greenwatch-demo-ingest:${code}`).digest('hex');

export function demoSecrets(stationCode: string): IngestSecrets {
  const hash = digest(stationCode);
  return {
    httpToken: `demo-${stationCode.toLowerCase()}-${hash.slice(0, 24)}`,
    ftpUser: stationCode.toLowerCase(),
    ftpPassword: `demo-${hash.slice(24, 36)}`,
  };
}

/** Gives every demo station that has none its demo credentials; returns them all. */
export async function ensureDemoCredentials(
  q: Queryable,
  ingestDir: string | null,
): Promise<DemoCredential[]> {
  const stations = await q.query<{ id: number; code: string; name: string; has: boolean }>(
    `select s.id, s.code, s.name, (c.station_id is not null) as has
     from public.station s left join public.ingest_credential c on c.station_id = s.id
     where s.code = any($1::text[]) order by s.id`,
    [DEMO_STATION_CODES],
  );
  const credentials: DemoCredential[] = [];
  for (const station of stations) {
    const secrets = demoSecrets(station.code);
    if (!station.has) await saveCredentials(q, Number(station.id), secrets, DEMO_BCRYPT_ROUNDS);
    credentials.push({
      stationId: Number(station.id),
      stationCode: station.code,
      stationName: station.name,
      ...secrets,
      watchedFolder: ingestDir ? join(ingestDir, station.code) : null,
    });
  }
  return credentials;
}

/** Written at each start so the script can print them without opening the database. */
export function writeDemoCredentialsFile(dataDir: string, credentials: DemoCredential[]): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DEMO_CREDENTIALS_FILE);
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return file;
}
