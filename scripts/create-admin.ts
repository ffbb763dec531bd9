import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { JwtKeys, loadJwtSecret } from '../server/jwt-keys';

// `npm run admin:create -- <email> [--password-stdin]`: the first platform administrator of a
// fresh install (SEED=none), or any later one. It talks to the auth admin API and /rest/v1 with
// the service-role key, so it works the same against the embedded layer and a hosted Supabase
// project:
//   SUPABASE_URL (default http://127.0.0.1:$PORT, PORT 3000) where GreenWatch's auth runs;
//   SUPABASE_SERVICE_ROLE_KEY, else derived from JWT_SECRET or DATA_DIR's jwt-secret (embedded).
// Without --password-stdin the address gets an invitation mail whose link sets the password
// (the outbox or SMTP_URL of the running server); with it, the password is read from stdin
// (never from the command line, which other users of the machine can read) and the address is
// confirmed at once. An existing account of that address is made an administrator.

const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export interface CreateAdminOptions {
  url: string;
  serviceRoleKey: string;
  email: string;
  /** Absent: send an invitation mail instead. */
  password?: string;
}

export type CreateAdminOutcome = 'created' | 'invited' | 'promoted';

async function findUserByEmail(client: SupabaseClient, email: string): Promise<User | undefined> {
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage });
    if (error) throw error;
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found || data.users.length < perPage) return found;
  }
}

async function newUser(client: SupabaseClient, options: CreateAdminOptions): Promise<User> {
  const { data, error } = options.password
    ? await client.auth.admin.createUser({
        email: options.email,
        password: options.password,
        email_confirm: true,
      })
    : await client.auth.admin.inviteUserByEmail(options.email);
  if (error) throw error;
  return data.user;
}

/** Creates (or promotes) a platform administrator; returns what was done, to which address. */
export async function createPlatformAdmin(
  options: CreateAdminOptions,
): Promise<{ outcome: CreateAdminOutcome; email: string }> {
  const email = options.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`Not an e-mail address: "${options.email}"`);
  if (options.password !== undefined && options.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client regardless.
    realtime: { transport: WebSocket as never },
  });
  const existing = await findUserByEmail(client, email);
  const user = existing ?? (await newUser(client, { ...options, email }));
  const { error } = await client
    .from('app_user')
    .upsert({ user_id: user.id, role: 'admin', customer_id: null }, { onConflict: 'user_id' });
  if (error) throw new Error(`Could not record the administrator role: ${error.message}`);
  return { outcome: existing ? 'promoted' : options.password ? 'created' : 'invited', email };
}

async function serviceRoleKeyFromEnv(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.SUPABASE_SERVICE_ROLE_KEY) return env.SUPABASE_SERVICE_ROLE_KEY;
  const keys = await JwtKeys.create(
    loadJwtSecret(resolve(env.DATA_DIR ?? '.data'), env.JWT_SECRET),
  );
  return keys.serviceRoleKey;
}

const USAGE = 'usage: npm run admin:create -- <email> [--password-stdin]';

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const [email, ...rest] = argv.filter((arg) => !arg.startsWith('--'));
  if (!email || rest.length > 0 || flags.some((flag) => flag !== '--password-stdin')) {
    throw new Error(USAGE);
  }
  const password = flags.includes('--password-stdin')
    ? readFileSync(0, 'utf8').replace(/\r?\n$/, '')
    : undefined;
  const url = env.SUPABASE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  const done = await createPlatformAdmin({
    url,
    serviceRoleKey: await serviceRoleKeyFromEnv(env),
    email,
    password,
  });
  const messages: Record<CreateAdminOutcome, string> = {
    created: `Platform administrator ${done.email} created: sign in at ${url}/login.`,
    invited: `Platform administrator ${done.email} invited: the mail's link sets the password.`,
    promoted: `${done.email} already had an account: it is now a platform administrator.`,
  };
  console.info(messages[done.outcome]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error('admin:create failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
