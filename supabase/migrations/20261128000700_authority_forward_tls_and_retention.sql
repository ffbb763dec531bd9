-- Forwarding to the authority (issue 18), follow-up:
-- - FTPS to a province whose server has a self-signed or private-CA certificate, without turning
--   verification off: per endpoint, either the CA certificate (PEM) its certificate must chain
--   to, or the SHA-256 fingerprint of the certificate itself (pinned). Set by the platform admin
--   in the console, audited; checked here for shape (PEM blocks of base64 DER, bounded) and
--   parsed again by the server at each transfer (server/forwarding/tls-identity.ts).
-- - The outbox drops a file's bytes AUTHORITY_FORWARD_KEEP_DAYS after the authority confirmed
--   it (server/forwarding/forward-retention.ts); the row stays (the log, completeness). Such a
--   file cannot be resent: ingest_file keeps no bytes, so the resend refuses it by name.

alter table public.station_authority_endpoint
  add column tls_ca_certificate text check (length(tls_ca_certificate) between 1 and 16384),
  -- Upper-case hex pairs with colons, as node:crypto's X509Certificate.fingerprint256.
  add column tls_fingerprint_sha256 text
    check (tls_fingerprint_sha256 ~ '^([0-9A-F]{2}:){31}[0-9A-F]{2}$'),
  add constraint station_authority_endpoint_one_tls_identity
    check (tls_ca_certificate is null or tls_fingerprint_sha256 is null);

-- The CA certificate: one to four PEM certificates (a CA and its intermediates), each of base64
-- that decodes to a DER sequence. Anything else is refused with the reason.
create or replace function public.check_station_authority_ca_certificate() returns trigger
language plpgsql set search_path = public, pg_temp as $$
declare
  v_block text;
  v_der bytea;
  v_count integer := 0;
begin
  if new.tls_ca_certificate is null then
    return new;
  end if;
  if btrim(regexp_replace(new.tls_ca_certificate,
        '-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=[:space:]]+-----END CERTIFICATE-----', '', 'g'),
        E' \t\r\n') <> '' then
    raise exception 'Chứng chỉ CA phải là một hoặc vài chứng chỉ PEM (-----BEGIN CERTIFICATE-----), không gì khác.'
      using errcode = '23514';
  end if;
  for v_block in
    select m[1] from regexp_matches(new.tls_ca_certificate,
      '-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=[:space:]]+)-----END CERTIFICATE-----', 'g') as m
  loop
    v_count := v_count + 1;
    begin
      v_der := decode(regexp_replace(v_block, '[[:space:]]', '', 'g'), 'base64');
    exception when others then
      v_der := null;
    end;
    if v_der is null or length(v_der) < 64 or get_byte(v_der, 0) <> 48 then
      raise exception 'Chứng chỉ CA thứ % không đọc được (PEM hỏng).', v_count using errcode = '23514';
    end if;
  end loop;
  if v_count = 0 or v_count > 4 then
    raise exception 'Chứng chỉ CA phải có từ 1 đến 4 chứng chỉ PEM.' using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger check_station_authority_ca_certificate
  before insert or update of tls_ca_certificate on public.station_authority_endpoint
  for each row execute function public.check_station_authority_ca_certificate();
revoke execute on function public.check_station_authority_ca_certificate()
  from public, anon, authenticated, service_role;

grant insert (tls_ca_certificate, tls_fingerprint_sha256),
  update (tls_ca_certificate, tls_fingerprint_sha256)
  on public.station_authority_endpoint to authenticated;

-- The admin's columns, now with the two TLS ones.
drop trigger audit_row_change_update on public.station_authority_endpoint;
create trigger audit_row_change_update after update of
    protocol, host, port, username, password, remote_dir, file_name_template, province_code,
    allow_private_address, timeout_seconds, file_interval_minutes, enabled, tls_ca_certificate,
    tls_fingerprint_sha256
  on public.station_authority_endpoint
  for each row execute function public.audit_row_change('station_id', 'station_id');

-- Bytes kept until the authority has the file and the retention has passed.
alter table public.authority_forward
  alter column content drop not null,
  add column content_dropped_at timestamptz,
  add constraint authority_forward_content_kept
    check (content is not null or (status = 'sent' and content_dropped_at is not null));
grant select (content_dropped_at) on public.authority_forward to authenticated;
-- The files whose bytes are still kept after they went out: what the retention looks through.
create index authority_forward_sent_kept_idx on public.authority_forward (sent_at)
  where status = 'sent' and content is not null;

-- As in 20261128000300, but a file whose bytes were dropped is not queued: asked by itself it is
-- refused with the reason; in a period the others go, and a period of only such files is refused.
create or replace function public.resend_authority_files(
  p_station_id bigint, p_forward_id bigint, p_from timestamptz, p_to timestamptz)
returns integer
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_count integer;
  v_dropped integer;
begin
  if not (public.is_platform_admin() or p_station_id = any(public.current_station_ids())) then
    raise exception 'Không tìm thấy trạm quan trắc đã chọn' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.station_authority_endpoint where station_id = p_station_id)
  then
    raise exception 'Trạm chưa có địa chỉ nhận dữ liệu của cơ quan quản lý.' using errcode = '55000';
  end if;
  if p_forward_id is null and (p_from is null or p_to is null or p_to <= p_from
                               or p_to - p_from > interval '31 days') then
    raise exception 'Chọn một khoảng thời gian không quá 31 ngày.' using errcode = '22023';
  end if;
  insert into public.authority_forward
    (station_id, ingest_file_id, file_name, file_time, content, resend, requested_by)
  select f.station_id, f.ingest_file_id, f.file_name, f.file_time, f.content, true, auth.uid()
  from (
    -- One copy per received file (the latest row still holding its bytes), in the files' order.
    select distinct on (coalesce(f.ingest_file_id, -f.id)) f.*
    from public.authority_forward f
    where f.station_id = p_station_id and f.content is not null
      and (case when p_forward_id is not null then f.id = p_forward_id
                else f.file_time >= p_from and f.file_time < p_to end)
    order by coalesce(f.ingest_file_id, -f.id), f.id desc
  ) f
  order by f.file_time, f.id;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    select count(*) into v_dropped from public.authority_forward f
    where f.station_id = p_station_id and f.content is null
      and (case when p_forward_id is not null then f.id = p_forward_id
                else f.file_time >= p_from and f.file_time < p_to end);
    if v_dropped > 0 then
      raise exception 'Cơ quan quản lý đã nhận tệp này và nội dung đã được xoá sau thời hạn lưu, nên không gửi lại được.'
        using errcode = '55000';
    end if;
    if p_forward_id is not null then
      raise exception 'Không tìm thấy tệp.' using errcode = 'P0002';
    end if;
  end if;
  return v_count;
end
$$;
