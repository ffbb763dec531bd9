// The change log's entries: a table at 1280 px, one card per entry on a phone (the same markup,
// laid out by admin.css). Long values wrap instead of widening the page.
import { useT } from '../../i18n';
import { auditActor, auditSubject, auditTime, columnChanges, type AuditEntry } from './audit-entry';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = columnChanges(entry);
  return (
    <ul className="gw-admin-changes">
      {changes.map(({ column, before, after }) => (
        <li key={column}>
          <code>{column}</code>: <span className="gw-admin-changes__before">{before}</span> →{' '}
          <span className="gw-admin-changes__after">{after}</span>
        </li>
      ))}
    </ul>
  );
}

export function AuditEntryList({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useT();
  const heads = {
    time: t('admin.audit.columns.time'),
    actor: t('admin.audit.columns.actor'),
    what: t('admin.audit.columns.what'),
    changes: t('admin.audit.columns.changes'),
  };
  return (
    <table className="gw-admin-table gw-admin-audit">
      <caption className="gw-admin__sr">{t('admin.audit.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{heads.time}</th>
          <th scope="col">{heads.actor}</th>
          <th scope="col">{heads.what}</th>
          <th scope="col">{heads.changes}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry-id={entry.id} data-table={entry.table_name}>
            <td className="gw-admin-audit__time" data-label={heads.time}>
              <time dateTime={entry.occurred_at}>{auditTime(entry.occurred_at)}</time>
            </td>
            <td className="gw-admin-audit__actor" data-label={heads.actor}>
              {auditActor(entry)}
            </td>
            <td className="gw-admin-audit__what" data-label={heads.what}>
              {auditSubject(entry)}
            </td>
            <td data-label={heads.changes}>
              <Changes entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
