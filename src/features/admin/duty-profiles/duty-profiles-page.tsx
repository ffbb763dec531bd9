// /duty-profiles 'Nghĩa vụ thông báo Sở' (issue 18): per province, how soon the department must
// be told of a fault, how long before maintenance, and where to — data the reference could not
// confirm, so each profile says whether someone checked it with the department. The platform
// admin adds a province and edits a profile; the interruptions screen reads the same rows.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { Loaded } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { DutyProfileDialog } from './duty-profile-dialog';
import type { DutyProfileRow } from './duty-profile-form';
import { dutyProfilesQuery } from './duty-profiles-api';
import '../admin.css';

function DutyProfileTable({ rows }: { rows: readonly DutyProfileRow[] }) {
  const { t } = useT();
  const [editing, setEditing] = useState<DutyProfileRow | 'new' | null>(null);
  const column = {
    authority: t('dutyProfiles.fields.authorityName'),
    hours: t('dutyProfiles.fields.notifyWithinHours'),
    days: t('dutyProfiles.fields.maintenanceNoticeDays'),
    status: t('dutyProfiles.fields.status'),
  };
  const amount = (value: number | null, key: 'dutyProfiles.hours' | 'dutyProfiles.days') =>
    value === null ? t('dutyProfiles.unknown') : t(key, { count: value });
  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('dutyProfiles.listTitle')}
        addLabel={t('dutyProfiles.add')}
        onAdd={() => setEditing('new')}
      />
      {rows.length === 0 ? (
        <p className="gw-admin__state">{t('dutyProfiles.empty')}</p>
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('dutyProfiles.fields.province')}</th>
              <th scope="col">{column.authority}</th>
              <th scope="col">{column.hours}</th>
              <th scope="col">{column.days}</th>
              <th scope="col">{column.status}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = row.province || t('dutyProfiles.defaultProvince');
              return (
                <tr key={row.id} data-province={row.province}>
                  <th scope="row">{name}</th>
                  <td data-label={column.authority}>
                    {row.authority_name}
                    {(row.recipient_email || row.recipient_phone) && (
                      <p className="gw-muted">
                        {[row.recipient_email, row.recipient_phone].filter(Boolean).join(' · ')}
                      </p>
                    )}
                  </td>
                  <td data-label={column.hours}>
                    {amount(row.notify_within_hours, 'dutyProfiles.hours')}
                  </td>
                  <td data-label={column.days}>
                    {amount(row.maintenance_notice_days, 'dutyProfiles.days')}
                  </td>
                  <td data-label={column.status}>
                    <StatusBadge
                      ok={row.confirmed}
                      label={
                        row.confirmed ? t('dutyProfiles.confirmed') : t('dutyProfiles.unconfirmed')
                      }
                    />
                  </td>
                  <td>
                    <RowActions name={name} onEdit={() => setEditing(row)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing !== null && (
        <DutyProfileDialog
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

export function DutyProfilesPage() {
  const { t } = useT();
  const query = useQuery(dutyProfilesQuery());
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.duty-profiles')}
        </h1>
        <p className="gw-muted">{t('dutyProfiles.intro')}</p>
      </header>
      <Loaded query={query}>{(rows) => <DutyProfileTable rows={rows} />}</Loaded>
    </section>
  );
}
