// One station's period side by side, per hour or day: what it sent us, what we accepted, what
// the authority received, what is still waiting, against the count its file interval expects.
// On a phone each row is a card with its labels (authority.css).
import { useT } from '../../i18n';
import { formatDateTime } from '../../lib/format-date';
import type { PeriodRow, StationPeriod } from './authority-api';
import type { AuthorityBucket } from './authority-params';

const MINUTES_PER_DAY = 1440;

/** The share of the expected files the authority has, as a whole percent; none expected: —. */
export function completeness(forwarded: number, expected: number): string {
  if (expected <= 0) return '—';
  return `${Math.min(100, Math.floor((forwarded / expected) * 100))}%`;
}

const bucketLabel = (start: string, bucket: AuthorityBucket) =>
  formatDateTime(new Date(start), bucket === 'hour' ? 'HH:mm dd/MM' : 'dd/MM/yyyy');

function Row({
  label,
  row,
  total,
}: {
  label: string;
  row: Omit<PeriodRow, 'start'>;
  total?: boolean;
}) {
  const { t } = useT();
  const short = row.forwarded < row.expected;
  const cells: [string, number][] = [
    [t('authority.table.received'), row.received],
    [t('authority.table.accepted'), row.accepted],
    [t('authority.table.forwarded'), row.forwarded],
    [t('authority.table.waiting'), row.waiting],
    [t('authority.table.expected'), row.expected],
  ];
  return (
    <tr className={total ? 'gw-authority__total' : undefined}>
      <th scope="row">{label}</th>
      {cells.map(([name, value]) => (
        <td key={name} data-label={name}>
          {value.toLocaleString('vi-VN')}
        </td>
      ))}
      <td
        data-label={t('authority.table.completeness')}
        className={short ? 'gw-authority__short' : undefined}
      >
        {completeness(row.forwarded, row.expected)}
      </td>
    </tr>
  );
}

export function PeriodTable({ period }: { period: StationPeriod }) {
  const { t } = useT();
  const interval = period.station.endpoint?.file_interval_minutes ?? 5;
  const anyFile = period.totals.received > 0;
  return (
    <section className="gw-authority__section" aria-labelledby="gw-authority-table-title">
      <h2 id="gw-authority-table-title" className="gw-authority__title">
        {t('authority.table.title')}
      </h2>
      <p className="gw-muted">
        {t('authority.table.caption', {
          minutes: interval,
          perDay: Math.floor(MINUTES_PER_DAY / interval),
        })}
      </p>
      {!anyFile && <p className="gw-authority__state">{t('authority.table.empty')}</p>}
      <table className="gw-authority-table" data-bucket={period.bucket}>
        <thead>
          <tr>
            <th scope="col">{t('authority.table.time')}</th>
            <th scope="col">{t('authority.table.received')}</th>
            <th scope="col">{t('authority.table.accepted')}</th>
            <th scope="col">{t('authority.table.forwarded')}</th>
            <th scope="col">{t('authority.table.waiting')}</th>
            <th scope="col">{t('authority.table.expected')}</th>
            <th scope="col">{t('authority.table.completeness')}</th>
          </tr>
        </thead>
        <tbody>
          {period.rows.map((row) => (
            <Row key={row.start} label={bucketLabel(row.start, period.bucket)} row={row} />
          ))}
          <Row label={t('authority.table.total')} row={period.totals} total />
        </tbody>
      </table>
    </section>
  );
}
