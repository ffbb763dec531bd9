import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database.js';

// Per-station receiver credentials (table ingest_credential). Secrets are shown once when issued
// and stored only as hashes: SHA-256 for the random HTTP token (so the station can be found by
// it), bcrypt for the FTP password (a person may have chosen it).

export interface IngestStation {
  readonly id: number;
  readonly code: string;
}

export interface IngestSecrets {
  readonly httpToken: string;
  readonly ftpUser: string;
  readonly ftpPassword: string;
}

const BCRYPT_ROUNDS = 10;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Reads the token from `Authorization: Bearer …` or `X-Ingest-Token`. */
export function tokenFromHeaders(
  authorization: string | undefined,
  ingestToken: string | undefined,
): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (ingestToken?.trim() || undefined);
}

export async function stationByToken(
  q: Queryable,
  token: string,
): Promise<IngestStation | undefined> {
  return stationByTokenHash(q, hashToken(token));
}

/**
 * Valid HTTP tokens seen lately, by hash, so a station sending every few minutes costs no lookup
 * before its file is read. Only an optimistic first answer: the ingestion re-checks the token in
 * the statement that locks the station (ingest-store.ts lockStation), so a replaced or removed
 * token is refused by the first file after the change, and forgotten here. Unknown tokens are
 * never kept (guessing cannot fill the cache); at most `maxEntries`, oldest first out.
 */
export class StationTokenCache {
  private readonly stations = new Map<string, IngestStation>();

  constructor(private readonly maxEntries = 10_000) {}

  get(tokenHash: string): IngestStation | undefined {
    return this.stations.get(tokenHash);
  }

  remember(tokenHash: string, station: IngestStation): void {
    this.stations.delete(tokenHash);
    this.stations.set(tokenHash, station);
    if (this.stations.size > this.maxEntries)
      this.stations.delete(this.stations.keys().next().value!);
  }

  forget(tokenHash: string): void {
    this.stations.delete(tokenHash);
  }
}

/** The station of a token's hash, straight from the database. */
export async function stationByTokenHash(
  q: Queryable,
  tokenHash: string,
): Promise<IngestStation | undefined> {
  const [row] = await q.query<{ id: number; code: string }>(
    `select s.id, s.code from public.ingest_credential c
     join public.station s on s.id = c.station_id
     where c.http_token_hash = $1`,
    [tokenHash],
  );
  return row ? { id: Number(row.id), code: row.code } : undefined;
}

export async function stationByFtpLogin(
  q: Queryable,
  user: string,
  password: string,
): Promise<IngestStation | undefined> {
  const [row] = await q.query<{ id: number; code: string; ftp_password_hash: string }>(
    `select s.id, s.code, c.ftp_password_hash from public.ingest_credential c
     join public.station s on s.id = c.station_id
     where c.ftp_user = lower($1)`,
    [user],
  );
  if (!row || !(await bcrypt.compare(password, row.ftp_password_hash))) return undefined;
  return { id: Number(row.id), code: row.code };
}

/** Random secrets for a real station (the FTP user is the station code in lower case). */
export function randomSecrets(stationCode: string): IngestSecrets {
  return {
    httpToken: randomBytes(32).toString('base64url'),
    ftpUser: stationCode.toLowerCase(),
    ftpPassword: randomBytes(12).toString('base64url'),
  };
}

/** Stores (or replaces) a station's credentials; only the hashes are kept. */
export async function saveCredentials(
  q: Queryable,
  stationId: number,
  secrets: IngestSecrets,
  bcryptRounds = BCRYPT_ROUNDS,
): Promise<void> {
  await q.query(
    `insert into public.ingest_credential (station_id, http_token_hash, ftp_user, ftp_password_hash)
     values ($1, $2, lower($3), $4)
     on conflict (station_id) do update set
       http_token_hash = excluded.http_token_hash, ftp_user = excluded.ftp_user,
       ftp_password_hash = excluded.ftp_password_hash, updated_at = now()`,
    [
      stationId,
      hashToken(secrets.httpToken),
      secrets.ftpUser,
      await bcrypt.hash(secrets.ftpPassword, bcryptRounds),
    ],
  );
}
