// The files still waiting (with why) and the log of every transfer attempt, newest first, with
// the authority's reply; each file can be sent again from its row.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import { formatAbsoluteTime } from '../monitoring';
import {
  TRANSFER_LOG_PAGE,
  transferLogQuery,
  type QueuedFile,
  type TransferLogEntry,
} from './authority-api';

interface ResendButtonProps {
  name: string;
  onResend: () => void;
}

function ResendButton({ name, onResend }: ResendButtonProps) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="gw-link-button"
      onClick={onResend}
      aria-label={t('authority.resend.fileLabel', { name })}
    >
      <Send size={14} aria-hidden="true" /> {t('authority.resend.file')}
    </button>
  );
}

export function QueueList({ queue }: { queue: readonly QueuedFile[] }) {
  const { t } = useT();
  return (
    <section className="gw-authority__section" aria-labelledby="gw-authority-queue-title">
      <h2 id="gw-authority-queue-title" className="gw-authority__title">
        {t('authority.queue.title')}
      </h2>
      {queue.length === 0 ? (
        <p className="gw-authority__state">{t('authority.queue.empty')}</p>
      ) : (
        <table className="gw-authority-table">
          <thead>
            <tr>
              <th scope="col">{t('authority.queue.file')}</th>
              <th scope="col">{t('authority.queue.attempts')}</th>
              <th scope="col">{t('authority.queue.nextAttempt')}</th>
              <th scope="col">{t('authority.queue.lastError')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.map((file) => (
              <tr key={file.id} data-queued-file={file.file_name}>
                <th scope="row">
                  {file.file_name}
                  {file.resend && (
                    <span className="gw-muted"> ({t('authority.queue.resend')})</span>
                  )}
                </th>
                <td data-label={t('authority.queue.attempts')}>{file.attempts}</td>
                <td data-label={t('authority.queue.nextAttempt')}>
                  {formatAbsoluteTime(file.next_attempt_at)}
                </td>
                <td data-label={t('authority.queue.lastError')}>{file.last_error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The reply as the server gave it: FTP replies already start with their code. */
function replyOf({ reply_code: code, reply_text: text }: TransferLogEntry): string {
  if (text && (code === null || text.startsWith(String(code)))) return text;
  return [code, text].filter((part) => part !== null).join(' ') || '—';
}

function LogRow({ entry, onResend }: { entry: TransferLogEntry; onResend: () => void }) {
  const { t } = useT();
  return (
    <tr data-transfer-result={entry.result}>
      <th scope="row">{formatAbsoluteTime(entry.finished_at)}</th>
      <td data-label={t('authority.log.file')}>{entry.file_name}</td>
      <td data-label={t('authority.log.remoteName')}>{entry.remote_name ?? '—'}</td>
      <td data-label={t('authority.log.result')}>
        <span className={`gw-badge gw-authority__result gw-authority__result--${entry.result}`}>
          {t(`authority.log.results.${entry.result}`)}
        </span>
      </td>
      <td data-label={t('authority.log.reply')} className="gw-authority__reply">
        {replyOf(entry)}
      </td>
      <td>
        <ResendButton name={entry.file_name} onResend={onResend} />
      </td>
    </tr>
  );
}

interface TransferLogProps {
  stationId: number;
  onResend: (entry: TransferLogEntry) => void;
}

export function TransferLog({ stationId, onResend }: TransferLogProps) {
  const { t } = useT();
  const [limit, setLimit] = useState(TRANSFER_LOG_PAGE);
  const query = useQuery(transferLogQuery(stationId, limit));
  return (
    <section className="gw-authority__section" aria-labelledby="gw-authority-log-title">
      <h2 id="gw-authority-log-title" className="gw-authority__title">
        {t('authority.log.title')}
      </h2>
      {query.isPending ? (
        <p className="gw-authority__state" role="status">
          {t('authority.loading')}
        </p>
      ) : query.isError ? (
        <div className="gw-authority__state" role="alert">
          <p>{t('authority.loadError')}</p>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={() => void query.refetch()}
          >
            <RefreshCw size={16} aria-hidden="true" /> {t('authority.retry')}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="gw-authority__state">{t('authority.log.empty')}</p>
      ) : (
        <>
          <table className="gw-authority-table gw-authority-table--log">
            <thead>
              <tr>
                <th scope="col">{t('authority.log.time')}</th>
                <th scope="col">{t('authority.log.file')}</th>
                <th scope="col">{t('authority.log.remoteName')}</th>
                <th scope="col">{t('authority.log.result')}</th>
                <th scope="col">{t('authority.log.reply')}</th>
                <th scope="col">
                  <span className="gw-authority__sr">{t('authority.resend.file')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((entry) => (
                <LogRow key={entry.id} entry={entry} onResend={() => onResend(entry)} />
              ))}
            </tbody>
          </table>
          {query.data.length === limit && limit < 200 && (
            <button
              type="button"
              className="gw-button gw-button--secondary gw-authority__more"
              onClick={() => setLimit((current) => Math.min(200, current + TRANSFER_LOG_PAGE))}
            >
              {t('authority.log.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
