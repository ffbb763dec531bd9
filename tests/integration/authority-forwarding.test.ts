import { X509Certificate } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS } from '../../server/forwarding/forward-settings';
import { startForwardWorker, type ForwardWorker } from '../../server/forwarding/forward-worker';
import { dataFile, recentMinute, stationId } from './ingest/support';
import { startFakeAuthority, type FakeAuthority } from './support/fake-authority-ftp';
import { startTestServer, type TestServer } from './support/test-server';

// Forwarding accepted station files to the authority (issue 18) on the real server and database,
// with a real FTP server (ftp-srv) on a local port as the provincial authority: files go out in
// order, under the province's name, whole (temporary name then rename); an authority down for a
// while loses and doubles nothing; wrong credentials hold the station with a clear reason on the
// screen's data until the admin saves the settings; files and periods can be resent; another
// customer's user sees none of it. FTPS runs for real against a self-signed certificate made at
// test time, trusted by a saved CA certificate or a pinned fingerprint and refused otherwise;
// the bytes of files the authority has are dropped after the retention, and not resent.

const STATION = 'PL-NT01';
const FOLDER = '/incoming';

interface ForwardRow {
  id: number;
  file_name: string;
  remote_name: string | null;
  status: string;
  attempts: number;
  content_kept: boolean;
  last_error: string | null;
  resend: boolean;
}

describe('forwarding station files to the authority', () => {
  let server: TestServer;
  let authority: FakeAuthority;
  let worker: ForwardWorker | undefined;
  let station: number;
  let clock = Date.now();
  let userToken: string;
  let otherToken: string;
  let admin: SupabaseClient;

  const now = () => new Date(clock);
  const startWorker = async (keepDays?: number) => {
    worker = await startForwardWorker({
      keepDays,
      db: server.db,
      intervalMs: false,
      wakeOnQueue: false,
      now,
      log: () => undefined,
      env: {},
    });
    return worker;
  };
  const setEndpoint = (values: Record<string, unknown>) =>
    server.db.query(
      `insert into public.station_authority_endpoint
         (station_id, protocol, host, port, username, password, remote_dir,
          allow_private_address, file_name_template, province_code, tls_ca_certificate,
          tls_fingerprint_sha256)
       values ($1, $8, '127.0.0.1', $2, $3, $4, $5, true, $6, $7, $9, $10)
       on conflict (station_id) do update set port = excluded.port,
         protocol = excluded.protocol, tls_ca_certificate = excluded.tls_ca_certificate,
         tls_fingerprint_sha256 = excluded.tls_fingerprint_sha256,
         username = excluded.username, password = excluded.password,
         file_name_template = excluded.file_name_template,
         province_code = excluded.province_code, enabled = true`,
      [
        station,
        values.port ?? authority.port,
        values.username ?? authority.user,
        values.password ?? authority.password,
        FOLDER,
        values.template ?? '{station_code}_{yyyyMMddHHmmss}.txt',
        values.provinceCode ?? null,
        values.protocol ?? 'ftp',
        values.caCertificate ?? null,
        values.fingerprint ?? null,
      ],
    );
  /** A file the station sends us now, `minutesAgo` minutes after the previous one's time. */
  let sent = 0;
  const ingest = async (lines: [string, string, string][] = [['COD', '42.5', 'mg/L']]) => {
    sent += 1;
    const file = dataFile(STATION, recentMinute(60 - sent), lines);
    const result = await server.ingestion.service.ingest({
      stationId: station,
      fileName: file.fileName,
      content: file.content,
      source: 'http',
    });
    return { ...file, result };
  };
  const forwards = () =>
    server.db.query<ForwardRow>(
      `select id, file_name, remote_name, status, attempts, last_error, resend,
              content is not null as content_kept
       from public.authority_forward where station_id = $1 order by id`,
      [station],
    );
  const api = async (token: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}/api/authority${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const tokenOf = async (client: SupabaseClient) =>
    (await client.auth.getSession()).data.session!.access_token;

  beforeAll(async () => {
    server = await startTestServer({
      ftpPort: false,
      ingestDir: false,
      statusIntervalMs: false,
      // This file runs its own forwarding worker with a fake clock.
      authorityForwarding: false,
    });
    station = await stationId(server.db, STATION);
    userToken = await tokenOf(await server.signedIn('user@greenwatch.demo'));
    otherToken = await tokenOf(await server.signedIn('user2@greenwatch.demo'));
    admin = await server.signedIn('admin@greenwatch.demo');
  });
  beforeEach(async () => {
    // The worker's clock a little ahead of the database's, so files queued now are due to it.
    clock = Date.now() + 60_000;
    authority = await startFakeAuthority({ folder: 'incoming' });
    await server.db.query('delete from public.authority_forward where station_id = $1', [station]);
    await setEndpoint({});
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await authority.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A self-signed certificate for the authority's 127.0.0.1, made now. */
  const selfSigned = () =>
    generate([{ name: 'commonName', value: 'ftp.sotnmt.local' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
  let authorityCertificate: Awaited<ReturnType<typeof selfSigned>>;
  let otherCertificate: Awaited<ReturnType<typeof selfSigned>>;
  /** The authority again, now offering FTPS with its self-signed certificate. */
  const startFtpsAuthority = async (values: Record<string, unknown>) => {
    await authority.close();
    authority = await startFakeAuthority({
      folder: 'incoming',
      tls: { key: authorityCertificate.private, cert: authorityCertificate.cert },
    });
    await setEndpoint({ protocol: 'ftps', ...values });
  };
  const settingsError = async () =>
    (
      await server.db.query<{ settings_error: string | null }>(
        'select settings_error from public.station_authority_endpoint where station_id = $1',
        [station],
      )
    )[0]!.settings_error;
  const fingerprintOf = (pem: string) => new X509Certificate(pem).fingerprint256;

  describe('over FTPS', () => {
    beforeAll(async () => {
      [authorityCertificate, otherCertificate] = await Promise.all([selfSigned(), selfSigned()]);
    });

    it('refuses a certificate it cannot trust and holds the station, then trusts the saved CA certificate', async () => {
      await startFtpsAuthority({});
      await startWorker();
      const file = await ingest();
      expect(await worker!.runDue()).toBe(1);
      expect(await settingsError()).toMatch(
        /^Chứng chỉ TLS của máy chủ không được tin cậy \(tự ký hoặc CA riêng\): lưu chứng chỉ CA hoặc dấu vân tay SHA-256 của máy chủ \(DEPTH_ZERO_SELF_SIGNED_CERT\)/,
      );
      clock += 24 * 3_600_000;
      expect(await worker!.runDue()).toBe(0);

      // Another CA than the one that signed the authority's certificate: refused, with the reason.
      const wrong = await admin
        .from('station_authority_endpoint')
        .update({ tls_ca_certificate: otherCertificate.cert })
        .eq('station_id', station);
      expect(wrong.error).toBeNull();
      expect(await worker!.runDue()).toBe(1);
      expect(await settingsError()).toMatch(
        /^Chứng chỉ TLS của máy chủ không do chứng chỉ CA đã lưu cấp/,
      );
      expect(authority.arrivals).toEqual([]);

      // The right one: the file goes over TLS, verified, and the change is in the audit log.
      const right = await admin
        .from('station_authority_endpoint')
        .update({ tls_ca_certificate: authorityCertificate.cert })
        .eq('station_id', station);
      expect(right.error).toBeNull();
      expect(await worker!.runDue()).toBe(1);
      expect(await settingsError()).toBeNull();
      expect(authority.arrivals).toEqual([file.fileName]);
      expect(authority.files().get(file.fileName)).toBe(file.content);
      const { data: audit } = await admin
        .from('audit_log')
        .select('after')
        .eq('table_name', 'station_authority_endpoint')
        .order('id', { ascending: false })
        .limit(1);
      expect(audit![0]!.after).toMatchObject({ tls_ca_certificate: authorityCertificate.cert });
    });

    it('sends to the pinned certificate only, and refuses another before sending the password', async () => {
      await startFtpsAuthority({ fingerprint: fingerprintOf(otherCertificate.cert) });
      await startWorker();
      const file = await ingest();
      expect(await worker!.runDue()).toBe(1);
      expect(await settingsError()).toBe(
        `Chứng chỉ TLS của máy chủ (SHA-256 ${fingerprintOf(authorityCertificate.cert)}) không khớp dấu vân tay đã lưu.`,
      );
      expect(authority.logins).toBe(0);
      expect(authority.arrivals).toEqual([]);
      clock += 24 * 3_600_000;
      expect(await worker!.runDue()).toBe(0);

      const pinned = await admin
        .from('station_authority_endpoint')
        .update({ tls_fingerprint_sha256: fingerprintOf(authorityCertificate.cert) })
        .eq('station_id', station);
      expect(pinned.error).toBeNull();
      expect(await worker!.runDue()).toBe(1);
      expect(authority.arrivals).toEqual([file.fileName]);
      expect((await forwards()).map((row) => row.status)).toEqual(['sent']);
    });

    it('refuses a CA certificate that is not one, a malformed fingerprint, and both at once', async () => {
      const update = (values: Record<string, unknown>) =>
        admin.from('station_authority_endpoint').update(values).eq('station_id', station);
      const notPem = await update({ tls_ca_certificate: 'hello' });
      expect(notPem.error?.message).toMatch(/^Chứng chỉ CA phải là một hoặc vài chứng chỉ PEM/);
      const broken = await update({
        tls_ca_certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      });
      expect(broken.error?.message).toBe('Chứng chỉ CA thứ 1 không đọc được (PEM hỏng).');
      const tooLong = await update({ tls_ca_certificate: authorityCertificate.cert.repeat(20) });
      expect(tooLong.error).not.toBeNull();
      const badPin = await update({ tls_fingerprint_sha256: 'ab:cd' });
      expect(badPin.error).not.toBeNull();
      const both = await update({
        tls_ca_certificate: authorityCertificate.cert,
        tls_fingerprint_sha256: fingerprintOf(authorityCertificate.cert),
      });
      expect(both.error).not.toBeNull();
    });
  });

  it('drops the bytes of files the authority has after the retention, and refuses to resend them', async () => {
    await startWorker(60);
    const old = await ingest();
    await worker!.runDue();
    clock += 59 * 24 * 3_600_000;
    const recent = await ingest();
    await worker!.runDue();
    // Sent too, but within its 60 days; a file still waiting keeps its bytes however old.
    await authority.stop();
    await ingest();
    await worker!.runDue();
    clock += 2 * 24 * 3_600_000;
    await worker!.runDue();
    const rows = await forwards();
    expect(rows.map((row) => [row.file_name, row.status, row.content_kept])).toEqual([
      [old.fileName, 'sent', false],
      [recent.fileName, 'sent', true],
      [expect.any(String), 'retrying', true],
    ]);

    const dropped = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ forwardId: rows[0]!.id }),
    });
    expect(dropped).toEqual({
      status: 409,
      body: {
        error: 'conflict',
        message:
          'Cơ quan quản lý đã nhận tệp này và nội dung đã được xoá sau thời hạn lưu, nên không gửi lại được.',
      },
    });
    const kept = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ forwardId: rows[1]!.id }),
    });
    expect(kept).toEqual({ status: 202, body: { queued: 1 } });
  });

  it('sends every accepted file as received, in order, under the province name', async () => {
    await setEndpoint({
      template: '{province_code}_{station_code}_{yyyyMMddHHmmss}.txt',
      provinceCode: 'HCM',
    });
    const first = await ingest();
    const second = await ingest([
      ['COD', '43.1', 'mg/L'],
      ['pH', 'abc', ''],
    ]);
    const refused = await ingest([['pH', 'abc', '']]);
    expect([first.result.status, second.result.status, refused.result.status]).toEqual([
      'accepted',
      'partial',
      'rejected',
    ]);
    // A file without a stored line is not queued; a partial one is, whole.
    expect((await forwards()).map((row) => row.file_name)).toEqual([
      first.fileName,
      second.fileName,
    ]);

    await startWorker();
    expect(await worker!.runDue()).toBe(2);
    const names = [first, second].map((file) => `HCM_${file.fileName}`);
    expect(authority.arrivals).toEqual(names);
    const files = authority.files();
    expect([...files.keys()].sort()).toEqual(names.sort());
    expect(files.get(`HCM_${second.fileName}`)).toBe(second.content);
    expect((await forwards()).map((row) => [row.status, row.remote_name])).toEqual([
      ['sent', names[0]],
      ['sent', names[1]],
    ]);
    const attempts = await server.db.query<{ result: string; reply_code: number }>(
      `select result, reply_code from public.authority_transfer_attempt a
       join public.authority_forward f on f.id = a.forward_id where a.station_id = $1
       order by a.id`,
      [station],
    );
    expect(attempts).toEqual([
      { result: 'sent', reply_code: 250 },
      { result: 'sent', reply_code: 250 },
    ]);

    // The same file sent to us again (the logger missed our answer) is not forwarded twice.
    await server.ingestion.service.ingest({
      stationId: station,
      fileName: first.fileName,
      content: first.content,
      source: 'http',
    });
    expect(await forwards()).toHaveLength(2);
  });

  it('keeps files while the authority is down and sends each once, in order, when it is back', async () => {
    await startWorker();
    await authority.stop();
    const files = [await ingest(), await ingest(), await ingest()];
    expect(await worker!.runDue()).toBe(1);
    let rows = await forwards();
    // Only the station's first file was tried: the others wait behind it.
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['retrying', 1],
      ['queued', 0],
      ['queued', 0],
    ]);
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED/);
    // Not due before its back-off.
    clock += FIRST_RETRY_MS - 1000;
    expect(await worker!.runDue()).toBe(0);

    // The process restarts (a new worker on the same database) and the authority comes back,
    // having received the first file whose answer was lost: it is not sent again.
    await worker!.stop();
    await authority.start();
    const [lost] = files;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${authority.root}${FOLDER}/${lost!.fileName}`, lost!.content);
    await startWorker();
    clock += 2000;
    expect(await worker!.runDue()).toBe(3);
    rows = await forwards();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const results = await server.db.query<{ forward_id: number; result: string }>(
      `select forward_id, result from public.authority_transfer_attempt
       where station_id = $1 order by id`,
      [station],
    );
    expect(results.map((row) => row.result)).toEqual(['retry', 'already_there', 'sent', 'sent']);
    // Nothing doubled, nothing lost, order kept.
    expect(authority.arrivals).toEqual([files[1]!.fileName, files[2]!.fileName]);
    expect([...authority.files().keys()].sort()).toEqual(files.map((f) => f.fileName).sort());

    // The officer finds the outage among the station's interruptions, to explain it.
    const attempts = await server.db.query<{ started_at: Date; finished_at: Date }>(
      `select started_at, finished_at from public.authority_transfer_attempt
       where station_id = $1 order by id`,
      [station],
    );
    const period = new URLSearchParams({
      stationId: String(station),
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(clock + 3_600_000).toISOString(),
    });
    const response = await fetch(`${server.url}/api/interruptions?${period}`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect(response.status).toBe(200);
    const { interruptions } = (await response.json()) as {
      interruptions: { kind: string; start: string; end: string; open: boolean; detail: unknown }[];
    };
    const outages = interruptions.filter((gap) => gap.kind === 'forwarding_failure');
    expect(outages).toEqual([
      expect.objectContaining({
        start: new Date(attempts[0]!.started_at).toISOString(),
        end: new Date(attempts[1]!.finished_at).toISOString(),
        open: false,
        detail: {
          kind: 'forwarding_failure',
          files: 3,
          lastReply: expect.stringMatching(/ECONNREFUSED/),
        },
      }),
    ]);
  });

  it('holds a station refused for wrong credentials, says why, and goes on once they are fixed', async () => {
    await setEndpoint({ password: 'mat-khau-sai' });
    await startWorker();
    const file = await ingest();
    await ingest();
    expect(await worker!.runDue()).toBe(1);
    const [endpoint] = await server.db.query<{ settings_error: string }>(
      'select settings_error from public.station_authority_endpoint where station_id = $1',
      [station],
    );
    expect(endpoint!.settings_error).toMatch(/^Sai tên đăng nhập hoặc mật khẩu FTP: 530/);
    // Not retried while the settings stand, however much time passes.
    clock += 24 * 3_600_000;
    expect(await worker!.runDue()).toBe(0);

    // The screen's data shows it to the customer's officer.
    const list = await api(userToken, '/stations');
    expect(list.status).toBe(200);
    const mine = (
      list.body.stations as { id: number; endpoint: { settings_error: string } }[]
    ).find((row) => row.id === station);
    expect(mine!.endpoint.settings_error).toMatch(/Sai tên đăng nhập hoặc mật khẩu FTP/);
    const log = await api(userToken, `/stations/${station}/transfers`);
    expect(log.body.transfers).toMatchObject([
      { file_name: file.fileName, result: 'settings', reply_code: 530 },
    ]);

    // The admin saves the right password: the error is cleared and both files go, in order.
    const { error } = await admin
      .from('station_authority_endpoint')
      .update({ password: authority.password })
      .eq('station_id', station);
    expect(error).toBeNull();
    expect(await worker!.runDue()).toBe(2);
    expect((await forwards()).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(authority.arrivals[0]).toBe(file.fileName);
  });

  it('resends a file or a period when the customer asks, after what is waiting', async () => {
    await startWorker();
    const files = [await ingest(), await ingest()];
    await worker!.runDue();
    const [first] = await forwards();
    const one = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ forwardId: first!.id }),
    });
    expect(one).toEqual({ status: 202, body: { queued: 1 } });
    // The files are up to an hour old: just after midnight in Vietnam, that is yesterday.
    const vietnamDate = (msAgo: number) =>
      new Date(Date.now() - msAgo + 7 * 3_600_000).toISOString().slice(0, 10);
    const period = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ from: vietnamDate(2 * 3_600_000), to: vietnamDate(0) }),
    });
    expect(period).toEqual({ status: 202, body: { queued: 2 } });
    expect(await worker!.runDue()).toBe(3);
    expect(authority.arrivals).toEqual([
      files[0]!.fileName,
      files[1]!.fileName,
      files[0]!.fileName,
      files[0]!.fileName,
      files[1]!.fileName,
    ]);
    expect((await forwards()).filter((row) => row.resend).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    // Bounded and checked input.
    const tooLong = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ from: '2026-01-01', to: '2026-03-31' }),
    });
    expect(tooLong.status).toBe(400);
    const bad = await api(userToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ forwardId: 'x' }),
    });
    expect(bad.status).toBe(400);
  });

  it("shows another customer's user nothing: the same 404 as a missing station", async () => {
    await ingest();
    const missing = await api(otherToken, '/stations/999999?from=2026-11-01&to=2026-11-02');
    const hidden = await api(otherToken, `/stations/${station}?from=2026-11-01&to=2026-11-02`);
    expect(hidden).toEqual(missing);
    expect(hidden.status).toBe(404);
    expect((await api(otherToken, `/stations/${station}/transfers`)).status).toBe(404);
    const resend = await api(otherToken, `/stations/${station}/resend`, {
      method: 'POST',
      body: JSON.stringify({ from: '2026-11-01', to: '2026-11-02' }),
    });
    const resendMissing = await api(otherToken, '/stations/999999/resend', {
      method: 'POST',
      body: JSON.stringify({ from: '2026-11-01', to: '2026-11-02' }),
    });
    expect(resend).toEqual(resendMissing);
    expect(resend.status).toBe(404);
    const list = await api(otherToken, '/stations');
    expect((list.body.stations as { id: number }[]).map((row) => row.id)).not.toContain(station);

    const other = await server.signedIn('user2@greenwatch.demo');
    for (const table of [
      'station_authority_endpoint',
      'authority_forward',
      'authority_transfer_attempt',
    ]) {
      const { data } = await other.from(table).select('station_id').eq('station_id', station);
      expect(data ?? []).toEqual([]);
    }
    // The password and the file bytes are never readable by a client, the admin included.
    const secret = await admin.from('station_authority_secret').select('*');
    expect(secret.data ?? []).toEqual([]);
    const bytes = await admin.from('authority_forward').select('content');
    expect(bytes.error).not.toBeNull();
    const { data: endpoint } = await admin
      .from('station_authority_endpoint')
      .select('password, password_saved_at')
      .eq('station_id', station)
      .single();
    expect(endpoint).toMatchObject({ password: null });
    expect(endpoint!.password_saved_at).not.toBeNull();
    // The change log keeps that a password was saved, never the password.
    const { data: audit } = await admin
      .from('audit_log')
      .select('after')
      .eq('table_name', 'station_authority_secret')
      .order('id', { ascending: false })
      .limit(1);
    expect(audit![0]!.after).toMatchObject({ password: '[redacted]' });
    expect(JSON.stringify(audit)).not.toContain(authority.password);
  });

  it('refuses URL tricks in the host, and private addresses unless allowed', async () => {
    for (const host of ['ftp://sotnmt.gov.vn', 'user@sotnmt.gov.vn', 'sotnmt.gov.vn:21', 'a b']) {
      const { error } = await admin
        .from('station_authority_endpoint')
        .update({ host })
        .eq('station_id', station);
      expect(error, host).not.toBeNull();
    }
    await server.db.query(
      'update public.station_authority_endpoint set allow_private_address = false where station_id = $1',
      [station],
    );
    await startWorker();
    await ingest();
    expect(await worker!.runDue()).toBe(1);
    const [endpoint] = await server.db.query<{ settings_error: string }>(
      'select settings_error from public.station_authority_endpoint where station_id = $1',
      [station],
    );
    expect(endpoint!.settings_error).toMatch(/địa chỉ nội bộ 127\.0\.0\.1/);
    expect(authority.arrivals).toEqual([]);
  });
});
