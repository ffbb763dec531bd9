import type { Passwords } from '../compat/auth/passwords.js';
import type { Executor } from '../db/database.js';
import { DEMO_CAMERA_SNAPSHOT_URL, DEMO_CAMERA_STREAM_URL } from '../web/demo-camera.js';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, DEMO_GROUPS, DEMO_PASSWORD } from './demo-catalog.js';
import {
  AIR_PARAMETERS,
  AIR_STANDARD,
  WATER_PARAMETERS,
  WATER_STANDARD,
} from './parameter-templates.js';
import { DEMO_ENUMS, DEMO_PLANS, REMOTE_CONFIG_DEFAULTS } from './reference-data.js';

// Everything but the measurement history, in one transaction, with set-based inserts from one
// JSON parameter each. Runs once (the caller records it).

export async function seedCatalog(tx: Executor, passwords: Passwords): Promise<void> {
  await tx.query(
    `insert into public.customergroup (name) select value from json_array_elements_text($1::json)`,
    [JSON.stringify(DEMO_GROUPS)],
  );
  await tx.query(
    `insert into public.customer (name, customer_key, tree_id, customergroup_id, public_sharing)
     select x.name, x.key, x.tree_id, g.id, x.public_sharing
     from json_to_recordset($1::json) as x(name text, key text, tree_id text, grp text, public_sharing boolean, ord int)
     left join public.customergroup g on g.name = x.grp
     order by x.ord`,
    [
      JSON.stringify(
        DEMO_CUSTOMERS.map((c, ord) => ({
          ord,
          name: c.name,
          key: c.key,
          tree_id: c.treeId,
          grp: c.group,
          public_sharing: Boolean(c.publicSharing),
        })),
      ),
    ],
  );
  const stations = DEMO_CUSTOMERS.flatMap((c) =>
    c.stations.map((s) => ({
      ...s,
      ord: 0,
      customer_key: c.key,
      standard: s.kind === 'water' ? WATER_STANDARD : AIR_STANDARD,
      public_sharing: Boolean(s.publicSharing),
    })),
  );
  stations.forEach((station, ord) => (station.ord = ord));
  await tx.query(
    `insert into public.station (customer_id, code, name, kind, lat, lng, address, province, standard, public_sharing)
     select c.id, x.code, x.name, x.kind, x.lat, x.lng, x.address, x.province, x.standard, x.public_sharing
     from json_to_recordset($1::json) as x(customer_key text, code text, name text, kind text, lat float8,
       lng float8, address text, province text, standard text, public_sharing boolean, ord int)
     join public.customer c on c.customer_key = x.customer_key
     order by x.ord`,
    [JSON.stringify(stations)],
  );
  const parameters = stations.flatMap((s) =>
    (s.kind === 'water' ? WATER_PARAMETERS : AIR_PARAMETERS).map((p, i) => ({
      station_code: s.code,
      code: p.code,
      name: p.name,
      unit: p.unit,
      limit_min: p.limitMin,
      limit_max: p.limitMax,
      fee_enabled: p.feeEnabled,
      sort_order: i,
    })),
  );
  await tx.query(
    `insert into public.station_parameter (station_id, code, name, unit, limit_min, limit_max, fee_enabled, sort_order)
     select s.id, x.code, x.name, x.unit, x.limit_min, x.limit_max, x.fee_enabled, x.sort_order
     from json_to_recordset($1::json) as x(station_code text, code text, name text, unit text,
       limit_min float8, limit_max float8, fee_enabled boolean, sort_order int)
     join public.station s on s.code = x.station_code`,
    [JSON.stringify(parameters)],
  );
  // Every demo station has one camera playing the demo clip the server itself serves.
  await tx.query(
    `insert into public.camera (station_id, name, hls_url, snapshot_url)
     select s.id, 'Camera cửa xả ' || s.code, $1, $2 from public.station s order by s.id`,
    [DEMO_CAMERA_STREAM_URL, DEMO_CAMERA_SNAPSHOT_URL],
  );
  await tx.query(
    `insert into public.plan (name, price, duration, description, is_first_year)
     select name, price, duration, description, is_first_year
     from json_to_recordset($1::json) as x(name text, price bigint, duration int, description text, is_first_year boolean)`,
    [JSON.stringify(DEMO_PLANS)],
  );
  // One subscription expiring within 30 days, one expired, one first-year, the rest healthy.
  await tx.query(
    `insert into public.subscription (customer_id, plan_id, status, start_date, end_date, is_first_year)
     select c.id, p.id, x.status, current_date + x.start_offset, current_date + x.end_offset, x.first_year
     from json_to_recordset($1::json) as x(customer_key text, plan text, status text,
       start_offset int, end_offset int, first_year boolean)
     join public.customer c on c.customer_key = x.customer_key
     join public.plan p on p.name = x.plan`,
    [
      JSON.stringify([
        {
          customer_key: 'phuoclong-textile',
          plan: 'Gói Nâng cao',
          status: 'expired',
          start_offset: -745,
          end_offset: -381,
          first_year: false,
        },
        {
          customer_key: 'phuoclong-textile',
          plan: 'Gói Nâng cao',
          status: 'active',
          start_offset: -345,
          end_offset: 20,
          first_year: false,
        },
        {
          customer_key: 'saigonxanh-paper',
          plan: 'Gói Cơ bản',
          status: 'expired',
          start_offset: -380,
          end_offset: -15,
          first_year: false,
        },
        {
          customer_key: 'dongbac-power',
          plan: 'Gói Năm đầu',
          status: 'active',
          start_offset: -60,
          end_offset: 305,
          first_year: true,
        },
        {
          customer_key: 'hongha-food',
          plan: 'Gói Cơ bản',
          status: 'active',
          start_offset: -165,
          end_offset: 200,
          first_year: false,
        },
        {
          customer_key: 'mientrung-cement',
          plan: 'Gói Nâng cao',
          status: 'active',
          start_offset: -30,
          end_offset: 335,
          first_year: false,
        },
      ]),
    ],
  );
  await seedAccounts(tx, passwords);
}

/**
 * What every install needs, demo or not (SEED=none included): the enumerations that label
 * roles, statuses and kinds, and the remote_config rows of spec §9. Rows already there (maybe
 * edited by an administrator) are left as they are.
 */
export async function seedReferenceData(tx: Executor): Promise<void> {
  await tx.query(
    `insert into public.enums (type, value, label, sort_order)
     select x.type, x.value, x.label, x.sort_order
     from json_to_recordset($1::json) as x(type text, value text, label text, sort_order int)
     on conflict (type, value) do nothing`,
    [JSON.stringify(DEMO_ENUMS.map((e, i) => ({ ...e, sort_order: i })))],
  );
  await tx.query(
    `insert into public.remote_config (key, value, type)
     select key, value, type from json_to_recordset($1::json) as x(key text, value text, type text)
     on conflict (key) do nothing`,
    [JSON.stringify(REMOTE_CONFIG_DEFAULTS)],
  );
}

/** Earlier seeds pointed the demo cameras at a stream on the internet: move them to ours. */
export async function localiseDemoCameras(tx: Executor): Promise<void> {
  await tx.query(
    `update public.camera set hls_url = $1, snapshot_url = coalesce(snapshot_url, $2)
     where hls_url = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8'`,
    [DEMO_CAMERA_STREAM_URL, DEMO_CAMERA_SNAPSHOT_URL],
  );
}

/**
 * The demo accounts' verified auth phones, vouched for as an operator does
 * (app_metadata.verified_phone); also for data seeded before they were kept. A number someone
 * else has taken meanwhile is left alone.
 */
export async function verifyDemoPhones(tx: Executor): Promise<void> {
  for (const { email, verifiedPhone } of DEMO_ACCOUNTS) {
    if (!verifiedPhone) continue;
    await tx.query(
      `update auth.users set phone = $2, phone_confirmed_at = now(), updated_at = now(),
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('verified_phone', $2::text)
       where email = $1 and phone is null
         and not exists (select 1 from auth.users other where other.phone = $2)`,
      [email, verifiedPhone],
    );
  }
  // The console's audited copy of the number (20261126000300_verified_phone.sql).
  await tx.query(
    `update public.app_user a set verified_phone = u.phone
     from auth.users u
     where u.id = a.user_id and u.phone_confirmed_at is not null
       and u.raw_app_meta_data ->> 'verified_phone' = u.phone
       and a.verified_phone is distinct from u.phone`,
  );
}

async function seedAccounts(tx: Executor, passwords: Passwords): Promise<void> {
  const hash = await passwords.hash(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const metadata = {
      full_name: account.fullName,
      name: account.fullName,
      phone: account.phone,
      phone_number: account.phone.replace('+84', '0'),
      notification_email_enable: true,
      email_verified: true,
    };
    const [user] = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, now(), '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb)
       returning id`,
      [account.email, hash, JSON.stringify(metadata)],
    );
    await tx.query(
      `insert into public.app_user (user_id, customer_id, role, can_access)
       select $1, c.id, $3, array(select json_array_elements_text($4::json))
       from (select 1) one left join public.customer c on c.customer_key = $2`,
      [user!.id, account.customerKey, account.role, JSON.stringify(account.canAccess)],
    );
  }
}
