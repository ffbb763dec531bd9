// /customers-admin 'Kênh cảnh báo Zalo' (issue 17): each customer's OA and ZNS template, whether
// its token pair is saved (never the tokens), on/off, and the last error Zalo gave for the
// customer's setting, with a dialog to configure it. The platform admin only, as its table's RLS.
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { alertChannels } from '../../../i18n/features/alert-channels';
import { ErrorState, LoadingState } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import { zaloSettingsQuery } from './zalo-settings-api';
import { ZaloSettingsDialog } from './zalo-settings-dialog';
import type { ZaloSettingsRow } from './zalo-settings-form';

const texts = alertChannels.settings;

interface Props {
  customers: readonly { id: number; name: string }[];
}

function statusText(row: ZaloSettingsRow | undefined): string {
  if (!row) return texts.notConfigured;
  return row.enabled ? texts.on : texts.off;
}

export function ZaloSettingsSection({ customers }: Props) {
  const { t } = useT();
  const settings = useQuery(zaloSettingsQuery());
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const of = (customerId: number) =>
    settings.data?.find((row) => Number(row.customer_id) === customerId);

  return (
    <section className="gw-admin-section" aria-label={texts.title}>
      <SectionHead title={texts.title} />
      <p className="gw-muted">{texts.intro}</p>
      {settings.isError ? (
        <ErrorState
          message={t('adminConsole.common.loadError')}
          retryLabel={t('adminConsole.common.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <LoadingState label={t('adminConsole.common.loading')} />
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{texts.customer}</th>
              <th scope="col">{texts.oaId}</th>
              <th scope="col">{texts.templateId}</th>
              <th scope="col">{texts.tokens}</th>
              <th scope="col">{texts.status}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => {
              const row = of(customer.id);
              return (
                <tr key={customer.id} data-zalo-customer={customer.id}>
                  <th scope="row">{customer.name}</th>
                  <td data-label={texts.oaId}>{row?.oa_id ?? '—'}</td>
                  <td data-label={texts.templateId}>{row?.zns_template_id ?? '—'}</td>
                  <td data-label={texts.tokens}>
                    {row?.tokens_saved_at ? texts.saved : texts.notSaved}
                  </td>
                  <td data-label={texts.status}>
                    {statusText(row)}
                    {row?.channel_error && row.channel_error_at && (
                      <p className="gw-field__error" role="note">
                        {texts.channelError
                          .replace(
                            '{{time}}',
                            format(new Date(row.channel_error_at), 'HH:mm dd/MM/yyyy'),
                          )
                          .replace('{{error}}', row.channel_error)}
                      </p>
                    )}
                  </td>
                  <td>
                    <RowActions name={customer.name} onEdit={() => setEditing(customer)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && (
        <ZaloSettingsDialog
          customer={editing}
          settings={of(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
