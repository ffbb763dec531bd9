import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/database.js';
import { startAuthorityFtp, type AuthorityFtp } from './authority-ftp.js';

// DEMO ONLY. A simulated provincial department on this machine, so the demo shows forwarding to
// the authority with no authority to reach: the server's own authority FTP (authority-ftp.ts) on
// 127.0.0.1:DEMO_AUTHORITY_PORT (2122), its files in `<dataDir>/demo-authority/incoming`. The
// demo seed points one station's endpoint at it (seedDemoAuthorityEndpoint), and the simulator
// sends that station's files every five minutes as its data logger would (seed/simulator.ts).
// The account is public, as the demo's are: a real endpoint is set in the console.

export const DEMO_AUTHORITY = {
  stationCode: 'PL-NT01',
  user: 'so-nnmt-dongnai-demo',
  password: 'demo-authority-2026',
  folder: '/incoming',
  provinceCode: 'DNAI',
  defaultPort: 2122,
  /** Passive data ports, apart from the station receiver's and the tests' authority. */
  pasv: { min: 31200, max: 31299 },
} as const;

/** DEMO_AUTHORITY_PORT: a port, or 'off'; unset: 2122. */
export function demoAuthorityPortFrom(env: NodeJS.ProcessEnv): number | false {
  const raw = (env.DEMO_AUTHORITY_PORT ?? '').trim();
  if (raw === '') return DEMO_AUTHORITY.defaultPort;
  if (raw.toLowerCase() === 'off') return false;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`DEMO_AUTHORITY_PORT must be a port (1–65535) or "off", got "${raw}"`);
  }
  return port;
}

/** The demo station's endpoint at the simulated department (once; an admin's change stays). */
export async function seedDemoAuthorityEndpoint(tx: Executor, port: number): Promise<void> {
  await tx.query(
    `insert into public.station_authority_endpoint
       (station_id, host, port, username, password, remote_dir, province_code,
        allow_private_address, file_name_template)
     select id, '127.0.0.1', $2, $3, $4, $5, $6, true, '{province_code}_{station_code}_{yyyyMMddHHmmss}.txt'
     from public.station where code = $1
     on conflict (station_id) do nothing`,
    [
      DEMO_AUTHORITY.stationCode,
      port,
      DEMO_AUTHORITY.user,
      DEMO_AUTHORITY.password,
      DEMO_AUTHORITY.folder,
      DEMO_AUTHORITY.provinceCode,
    ],
  );
}

/** Starts the simulated department; a port in use is logged and the demo goes on without it. */
export async function startDemoAuthority(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<AuthorityFtp | undefined> {
  const root = join(dataDir, 'demo-authority');
  mkdirSync(join(root, DEMO_AUTHORITY.folder), { recursive: true });
  try {
    const ftp = await startAuthorityFtp({
      root,
      port,
      user: DEMO_AUTHORITY.user,
      password: DEMO_AUTHORITY.password,
      pasv: DEMO_AUTHORITY.pasv,
    });
    log(`demo authority (simulated provincial department) on ftp://127.0.0.1:${ftp.port}`);
    return ftp;
  } catch (error) {
    log(`demo authority not started (port ${port}): ${(error as Error).message}`);
    return undefined;
  }
}
