import { passwordsAt, type Passwords } from '../compat/auth/passwords.js';
import type { Database } from '../db/database.js';
import { seedDemoAuthorityEndpoint } from '../forwarding/demo-authority.js';
import {
  localiseDemoCameras,
  seedCatalog,
  seedReferenceData,
  verifyDemoPhones,
} from './seed-catalog.js';
import { seedHistory, seedNotifications } from './seed-history.js';

// Seeds once and records what it did in greenwatch_meta.seed, so a restart never duplicates.
// Every level, 'none' included: the reference data (enumerations, remote config defaults).
// 'minimal': that plus groups, customers, stations, accounts, plans, notifications.
// 'demo': that plus 30 days of 5-minute history.

export type SeedLevel = 'demo' | 'minimal' | 'none';

async function done(db: Database, step: string): Promise<boolean> {
  const rows = await db.query('select 1 from greenwatch_meta.seed where step = $1', [step]);
  return rows.length > 0;
}

export async function seed(
  db: Database,
  level: SeedLevel,
  log: (line: string) => void,
  options: { readonly demoAuthorityPort?: number | false; readonly passwords?: Passwords } = {},
): Promise<void> {
  await seedReferenceData(db);
  if (level === 'none') return;
  await db.exec(`create table if not exists greenwatch_meta.seed (
    step text primary key, applied_at timestamptz not null default now())`);
  if (!(await done(db, 'catalog'))) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await seedCatalog(tx, options.passwords ?? passwordsAt());
      await seedNotifications(tx, new Date());
      await tx.query(`insert into greenwatch_meta.seed (step) values ('catalog')`);
    });
    log(`seeded demo customers, stations and accounts in ${Date.now() - started} ms`);
  }
  // Data seeded by an earlier version: local demo cameras, verified demo phones.
  if (!(await done(db, 'local-demo-cameras'))) {
    await db.transaction(async (tx) => {
      await localiseDemoCameras(tx);
      await tx.query(`insert into greenwatch_meta.seed (step) values ('local-demo-cameras')`);
    });
  }
  if (!(await done(db, 'demo-verified-phones'))) {
    await db.transaction(async (tx) => {
      await verifyDemoPhones(tx);
      await tx.query(`insert into greenwatch_meta.seed (step) values ('demo-verified-phones')`);
    });
  }
  if (level === 'demo' && options.demoAuthorityPort && !(await done(db, 'demo-authority'))) {
    const port = options.demoAuthorityPort;
    await db.transaction(async (tx) => {
      await seedDemoAuthorityEndpoint(tx, port);
      await tx.query(`insert into greenwatch_meta.seed (step) values ('demo-authority')`);
    });
  }
  if (level === 'demo' && !(await done(db, 'history'))) {
    log('Seeding 30 days of 5-minute demo history (first start only; up to a minute on PGlite)…');
    const started = Date.now();
    const rows = await db.transaction(async (tx) => {
      // A month of history for every station is one long insert: no per-request timeout.
      await tx.exec('set local statement_timeout = 0');
      const n = await seedHistory(tx, new Date());
      await tx.query(`insert into greenwatch_meta.seed (step) values ('history')`);
      return n;
    });
    log(`seeded ${rows} measurements (30 days, 5-minute) in ${Date.now() - started} ms`);
  }
}
