import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin } from '../../scripts/create-admin';
import { startTestServer, type TestServer } from './support/test-server';

// The documented first-admin command (README) on a fresh install with no seed: it creates or
// invites a platform administrator through the auth admin API with the service-role key.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'First-Admin@2026';

async function roleOf(email: string, password = PASSWORD) {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const { data: row } = await client
    .from('app_user')
    .select('role, customer_id')
    .eq('user_id', data.user!.id)
    .single();
  return row;
}

describe('npm run admin:create', () => {
  it('creates a platform administrator from the command line, the password read from stdin', async () => {
    const run = promisify(execFile);
    const child = run(
      'npx',
      ['tsx', 'scripts/create-admin.ts', 'Ops@Plant.example', '--password-stdin'],
      {
        env: {
          ...process.env,
          SUPABASE_URL: server.url,
          SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
        },
      },
    );
    child.child.stdin!.end(`${PASSWORD}\n`);
    const { stdout } = await child;
    expect(stdout).toContain('Platform administrator ops@plant.example created');
    expect(await roleOf('ops@plant.example')).toEqual({ role: 'admin', customer_id: null });
  }, 60_000);

  it('invites the address by mail when no password is given', async () => {
    const done = await createPlatformAdmin({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      email: 'second-admin@plant.example',
    });
    expect(done.outcome).toBe('invited');
    const mails = (await (
      await fetch(`${server.url}/dev/mail.json`, { headers: { apikey: server.serviceRoleKey } })
    ).json()) as { to: string; text: string }[];
    const invitation = mails.find((mail) => mail.to === 'second-admin@plant.example');
    expect(invitation?.text).toContain('/auth/v1/verify?token=');
  });

  it('makes an existing account an administrator', async () => {
    const { error } = await server.client(server.serviceRoleKey).auth.admin.createUser({
      email: 'staff@plant.example',
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
    const done = await createPlatformAdmin({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      email: 'staff@plant.example',
    });
    expect(done.outcome).toBe('promoted');
    expect(await roleOf('staff@plant.example')).toEqual({ role: 'admin', customer_id: null });
  });

  it('refuses a wrong service key, a bad address and a short password', async () => {
    const base = { url: server.url, email: 'x@plant.example' };
    await expect(
      createPlatformAdmin({ ...base, serviceRoleKey: server.anonKey }),
    ).rejects.toThrow();
    await expect(
      createPlatformAdmin({ ...base, serviceRoleKey: server.serviceRoleKey, email: 'not-mail' }),
    ).rejects.toThrow('Not an e-mail address');
    await expect(
      createPlatformAdmin({ ...base, serviceRoleKey: server.serviceRoleKey, password: 'short' }),
    ).rejects.toThrow('at least 8');
  });
});
