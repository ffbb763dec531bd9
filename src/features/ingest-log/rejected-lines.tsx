// The rejected lines a file's record keeps (its first ones, server-bounded), loaded when opened:
// line number, the line as received and the reason; then how many more were only counted.
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { omittedLines, type IngestError, type IngestFile } from './ingest-file';
import { rejectedLinesQuery } from './ingest-log-api';

export function RejectedLines({ file, id }: { file: IngestFile; id: string }) {
  const { t } = useT();
  const query = useQuery(rejectedLinesQuery(file.id));
  if (query.isPending) {
    return (
      <div id={id} className="gw-ingest-lines" role="status">
        {t('ingestLog.linesLoading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div id={id} className="gw-ingest-lines" role="alert">
        {t('ingestLog.linesError')}
      </div>
    );
  }
  const lines = query.data.filter(
    (error): error is IngestError & { line: number } => error.line !== null,
  );
  const omitted = omittedLines(file, query.data);
  return (
    <div id={id} className="gw-ingest-lines">
      <ol className="gw-ingest-lines__list">
        {lines.map((error) => (
          <li key={`${error.line}-${error.code}`} className="gw-ingest-line">
            <span className="gw-ingest-line__number">
              {t('ingestLog.lineNumber', { line: error.line })}
            </span>
            {error.text !== undefined && <code className="gw-ingest-line__text">{error.text}</code>}
            <span className="gw-ingest-line__reason">{error.reason}</span>
          </li>
        ))}
      </ol>
      {omitted > 0 && <p className="gw-muted">{t('ingestLog.linesOmitted', { count: omitted })}</p>}
    </div>
  );
}
