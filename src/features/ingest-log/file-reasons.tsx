// A file's reasons: each rejection reason with its line count, or why the whole file was refused
// (the server's own sentence, which names the value or limit at fault).
import { useT } from '../../i18n';
import { reasonCounts, wholeFileRefusal, type IngestFile } from './ingest-file';
import { useReasonLabel } from './use-reason-label';

export function FileReasons({ file }: { file: IngestFile }) {
  const { t } = useT();
  const label = useReasonLabel();
  const reasons = reasonCounts(file);
  const refusal = wholeFileRefusal(file);
  if (reasons.length === 0) return <span className="gw-muted">{t('ingestLog.noReason')}</span>;
  return (
    <div className="gw-ingest-reasons">
      <ul className="gw-ingest-reasons__list">
        {reasons.map(({ code, count }) => (
          <li key={code} className="gw-ingest-reason" data-code={code}>
            {count === null
              ? label(code)
              : t('ingestLog.reasonCount', { label: label(code), count })}
          </li>
        ))}
      </ul>
      {refusal && <p className="gw-ingest-reasons__detail">{refusal.reason}</p>}
    </div>
  );
}
