// Wide screens: one table row per file, newest first; a file's rejected lines open in a row
// under it.
import { Fragment } from 'react';
import { useT } from '../../i18n';
import { FileReasons } from './file-reasons';
import { FileStatusBadge } from './file-status-badge';
import {
  formatReceivedAt,
  hasRejectedLines,
  rejectedLineCount,
  type IngestFile,
} from './ingest-file';
import { LinesToggle } from './lines-toggle';
import { RejectedLines } from './rejected-lines';

export interface IngestFileViewProps {
  files: readonly IngestFile[];
  caption: string;
  isOpen: (fileId: number) => boolean;
  toggle: (fileId: number) => void;
}

export const linesId = (fileId: number) => `gw-ingest-lines-${fileId}`;

export function IngestFileTable({ files, caption, isOpen, toggle }: IngestFileViewProps) {
  const { t } = useT();
  return (
    <div className="gw-ingest-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="gw-ingest-log__sr">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ingestLog.columns.receivedAt')}</th>
            <th scope="col">{t('ingestLog.columns.channel')}</th>
            <th scope="col">{t('ingestLog.columns.file')}</th>
            <th scope="col" className="is-numeric">
              {t('ingestLog.columns.accepted')}
            </th>
            <th scope="col" className="is-numeric">
              {t('ingestLog.columns.rejected')}
            </th>
            <th scope="col">{t('ingestLog.columns.status')}</th>
            <th scope="col">{t('ingestLog.columns.reasons')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const open = isOpen(file.id);
            const rejected = rejectedLineCount(file);
            return (
              <Fragment key={file.id}>
                <tr data-file-id={file.id} data-status={file.status}>
                  <td className="is-nowrap">{formatReceivedAt(file.received_at)}</td>
                  <td>{t(`ingestLog.channel.${file.source}`)}</td>
                  <td className="gw-ingest-file-name">{file.file_name}</td>
                  <td className="is-numeric">{file.lines_accepted}</td>
                  <td className={`is-numeric${rejected > 0 ? ' is-danger' : ''}`}>{rejected}</td>
                  <td>
                    <FileStatusBadge status={file.status} />
                  </td>
                  <td className="gw-ingest-table__reasons">
                    <FileReasons file={file} />
                    {hasRejectedLines(file) && (
                      <LinesToggle
                        file={file}
                        open={open}
                        controls={linesId(file.id)}
                        onToggle={() => toggle(file.id)}
                      />
                    )}
                  </td>
                </tr>
                {open && (
                  <tr className="gw-ingest-table__detail">
                    <td colSpan={7}>
                      <RejectedLines file={file} id={linesId(file.id)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
