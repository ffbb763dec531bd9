import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { Database, Queryable } from '../../db/database.js';
import { randomSecrets, saveCredentials } from '../../ingest/credentials.js';
import { forbidden, notFound } from './admin-error.js';
import {
  actOnBehalfOf,
  consoleCaller,
  isPlatformAdmin,
  type Authenticate,
  type ConsoleCaller,
} from './console-caller.js';

// /api/admin/stations/:id/credentials: a station's data-logger credentials (HTTP token, FTP user
// and password) for the platform admin only: they let anyone send data as the station, and the
// platform operator installs the loggers (a customer admin manages people, not devices).
// GET says whether they exist, never a secret; POST issues new ones and answers them once (only
// their hashes are stored, server/ingest/credentials.ts), which ends the old ones; DELETE revokes
// them, after which the station's logger is refused on HTTP and FTP. The watched folder needs no
// credentials (whoever can write there is trusted) and is shown for the installer.
// Every change is an audited ingest_credential row, secrets redacted, the admin as actor.

const ONLY_PLATFORM_ADMIN =
  'Chỉ quản trị viên nền tảng được xem và cấp thông tin kết nối của trạm.';

interface StationRow {
  id: number;
  code: string;
  name: string;
  ftp_user: string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
}

export interface CredentialStatus {
  station_id: number;
  station_code: string;
  station_name: string;
  exists: boolean;
  ftp_user: string | null;
  created_at: string | null;
  rotated_at: string | null;
  /** The station's watched folder, or null when the folder receiver is off. */
  folder: string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The station's folder under the watched folder's root, if the folder receiver is on. */
function stationFolder(code: string, root: string | null): string | null {
  return root === null ? null : join(root, code) + '/';
}

async function credentialStatus(
  q: Queryable,
  stationId: number,
  ingestDir: string | null,
): Promise<CredentialStatus | undefined> {
  const [row] = await q.query<StationRow>(
    `select s.id, s.code, s.name, c.ftp_user, c.created_at, c.updated_at
     from public.station s left join public.ingest_credential c on c.station_id = s.id
     where s.id = $1`,
    [stationId],
  );
  if (!row) return undefined;
  return {
    station_id: Number(row.id),
    station_code: row.code,
    station_name: row.name,
    exists: row.ftp_user !== null,
    ftp_user: row.ftp_user,
    created_at: iso(row.created_at),
    rotated_at: iso(row.updated_at),
    folder: stationFolder(row.code, ingestDir),
  };
}

export interface CredentialsRoutesOptions {
  readonly db: Database;
  readonly authenticate: Authenticate;
  readonly ingestDir: () => string | null;
}

export function credentialsRoutes({ db, authenticate, ingestDir }: CredentialsRoutesOptions) {
  const app = new Hono();

  async function platformAdmin(c: Context): Promise<ConsoleCaller> {
    const caller = await consoleCaller(c, authenticate, db);
    if (!isPlatformAdmin(caller)) throw forbidden(ONLY_PLATFORM_ADMIN);
    return caller;
  }

  async function station(c: Context): Promise<CredentialStatus> {
    const id = c.req.param('id') ?? '';
    const status = /^[1-9][0-9]{0,17}$/.test(id)
      ? await credentialStatus(db, Number(id), ingestDir())
      : undefined;
    if (!status) throw notFound('Không tìm thấy trạm.');
    return status;
  }

  app.get('/:id/credentials', async (c) => {
    await platformAdmin(c);
    return c.json(await station(c));
  });

  app.post('/:id/credentials', async (c) => {
    const caller = await platformAdmin(c);
    const { station_id, station_code } = await station(c);
    const secrets = randomSecrets(station_code);
    await db.transaction(async (tx) => {
      await actOnBehalfOf(tx, caller);
      await saveCredentials(tx, station_id, secrets);
    });
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...(await credentialStatus(db, station_id, ingestDir()))!,
      secrets: {
        http_token: secrets.httpToken,
        ftp_user: secrets.ftpUser,
        ftp_password: secrets.ftpPassword,
      },
    });
  });

  app.delete('/:id/credentials', async (c) => {
    const caller = await platformAdmin(c);
    const { station_id } = await station(c);
    await db.transaction(async (tx) => {
      await actOnBehalfOf(tx, caller);
      await tx.query('delete from public.ingest_credential where station_id = $1', [station_id]);
    });
    return c.json((await credentialStatus(db, station_id, ingestDir()))!);
  });

  return app;
}
