// The console's mark of data the reference could not confirm: a calm badge once someone checked
// it ('Đã xác nhận'), a warning until then ('cần xác nhận với Sở', 'chưa xác minh').
export function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  return (
    <span className={`gw-badge ${ok ? 'gw-admin-badge--ok' : 'gw-badge--warning'}`}>{label}</span>
  );
}
