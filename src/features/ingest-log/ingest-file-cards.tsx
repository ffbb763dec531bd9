// Phones: one card per file with every figure labelled, nothing to scroll sideways.
import { useT } from '../../i18n';
import { FileReasons } from './file-reasons';
import { FileStatusBadge } from './file-status-badge';
import { formatReceivedAt, hasRejectedLines, rejectedLineCount } from './ingest-file';
import { linesId, type IngestFileViewProps } from './ingest-file-table';
import { LinesToggle } from './lines-toggle';
import { RejectedLines } from './rejected-lines';

export function IngestFileCards({ files, caption, isOpen, toggle }: IngestFileViewProps) {
  const { t } = useT();
  return (
    <ul className="gw-ingest-cards" aria-label={caption}>
      {files.map((file) => {
        const open = isOpen(file.id);
        const rejected = rejectedLineCount(file);
        return (
          <li
            key={file.id}
            className="gw-card gw-ingest-card"
            data-file-id={file.id}
            data-status={file.status}
          >
            <div className="gw-ingest-card__head">
              <h2 className="gw-ingest-card__name gw-ingest-file-name">{file.file_name}</h2>
              <FileStatusBadge status={file.status} />
            </div>
            <dl className="gw-ingest-card__facts">
              <div>
                <dt>{t('ingestLog.columns.receivedAt')}</dt>
                <dd>{formatReceivedAt(file.received_at)}</dd>
              </div>
              <div>
                <dt>{t('ingestLog.columns.channel')}</dt>
                <dd>{t(`ingestLog.channel.${file.source}`)}</dd>
              </div>
              <div>
                <dt>{t('ingestLog.columns.accepted')}</dt>
                <dd>{file.lines_accepted}</dd>
              </div>
              <div>
                <dt>{t('ingestLog.columns.rejected')}</dt>
                <dd className={rejected > 0 ? 'is-danger' : undefined}>{rejected}</dd>
              </div>
            </dl>
            {file.status !== 'accepted' && <FileReasons file={file} />}
            {hasRejectedLines(file) && (
              <LinesToggle
                file={file}
                open={open}
                controls={linesId(file.id)}
                onToggle={() => toggle(file.id)}
              />
            )}
            {open && <RejectedLines file={file} id={linesId(file.id)} />}
          </li>
        );
      })}
    </ul>
  );
}
