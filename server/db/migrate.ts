import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.js';

// Applies supabase/migrations/*.sql in name order, each once, recorded with its checksum in
// greenwatch_meta.migration. In embedded mode (the Supabase-compatible layer is ours), the
// embedded SQL is applied around them: files numbered below 50 before, the rest after. Those are
// idempotent and run on every start, so a newly published table gets its realtime trigger.

export interface MigrationOptions {
  supabaseDir: string;
  embedded: boolean;
  log?: (line: string) => void;
}

function sqlFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort();
  } catch {
    return [];
  }
}

export async function migrate(db: Database, options: MigrationOptions): Promise<string[]> {
  const embeddedDir = join(options.supabaseDir, 'embedded');
  const embeddedFiles = options.embedded ? sqlFiles(embeddedDir) : [];
  const before = embeddedFiles.filter((name) => Number.parseInt(name, 10) < 50);
  const after = embeddedFiles.filter((name) => Number.parseInt(name, 10) >= 50);
  for (const name of before) await db.exec(readFileSync(join(embeddedDir, name), 'utf8'));

  await db.exec(`
    create schema if not exists greenwatch_meta;
    create table if not exists greenwatch_meta.migration (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );`);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        'select name, checksum from greenwatch_meta.migration',
      )
    ).map((row) => [row.name, row.checksum]),
  );
  const migrationsDir = join(options.supabaseDir, 'migrations');
  const newlyApplied: string[] = [];
  for (const name of sqlFiles(migrationsDir)) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const previous = applied.get(name);
    if (previous !== undefined) {
      if (previous !== checksum) {
        options.log?.(`warning: migration ${name} changed after it was applied; not re-applied`);
      }
      continue;
    }
    await db.transaction(async (tx) => {
      // A migration may rewrite a large table: DATABASE_STATEMENT_TIMEOUT_MS is for requests.
      await tx.exec('set local statement_timeout = 0');
      await tx.exec(sql);
      await tx.query('insert into greenwatch_meta.migration (name, checksum) values ($1, $2)', [
        name,
        checksum,
      ]);
    });
    newlyApplied.push(name);
    options.log?.(`applied migration ${name}`);
  }
  for (const name of after) await db.exec(readFileSync(join(embeddedDir, name), 'utf8'));
  return newlyApplied;
}
