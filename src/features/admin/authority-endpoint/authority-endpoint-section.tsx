// A station's 'Truyền dữ liệu cho cơ quan quản lý' section in the console (issue 18): where its
// files go (never the password), on/off, the authority's last refusal of the settings, with a
// dialog to configure it and a delete. The platform admin only, as its table's RLS.
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { authority } from '../../../i18n/features/authority';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { Loaded } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import {
  authorityEndpointQuery,
  authorityEndpointQueryKey,
  deleteAuthorityEndpoint,
} from './authority-endpoint-api';
import { AuthorityEndpointDialog } from './authority-endpoint-dialog';
import type { AuthorityEndpointRow } from './authority-endpoint-form';

const texts = authority.settings;

function EndpointFacts({ row }: { row: AuthorityEndpointRow }) {
  const facts: [string, string][] = [
    [texts.target, `${row.protocol}://${row.host}:${row.port}${row.remote_dir}`],
    [texts.username, row.username],
    [texts.password, row.password_saved_at ? texts.saved : texts.notSaved],
    [texts.template, row.file_name_template],
    [texts.status, row.enabled ? authority.endpoint.on : authority.endpoint.off],
  ];
  return (
    <>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {row.settings_error && row.settings_error_at && (
        <p className="gw-field__error" role="note">
          {authority.endpoint.error
            .replace('{{time}}', format(new Date(row.settings_error_at), 'HH:mm dd/MM/yyyy'))
            .replace('{{error}}', row.settings_error)}
        </p>
      )}
    </>
  );
}

export function AuthorityEndpointSection({
  station,
}: {
  station: { id: number; code: string; name: string };
}) {
  const { t } = useT();
  const query = useQuery(authorityEndpointQuery(station.id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteAuthorityEndpoint,
    invalidates: [authorityEndpointQueryKey(station.id), ['authority']],
    done: t('adminConsole.common.deleted'),
  });
  return (
    <section className="gw-admin-section" aria-label={texts.title}>
      <SectionHead
        title={texts.title}
        addLabel={texts.configure}
        onAdd={query.data === null ? () => setEditing(true) : undefined}
      />
      <p className="gw-muted">{texts.intro}</p>
      <Loaded query={query}>
        {(row) =>
          row ? (
            <dl className="gw-admin-facts" data-authority-endpoint={row.host}>
              <EndpointFacts row={row} />
              <RowActions
                name={texts.title}
                onEdit={() => setEditing(true)}
                onDelete={() =>
                  setDeleting({
                    what: texts.title,
                    consequence: texts.deleteText.replace('{{name}}', station.name),
                    confirm: () => remove.run(station.id),
                  })
                }
              />
            </dl>
          ) : (
            <p className="gw-admin__state">{texts.none}</p>
          )
        }
      </Loaded>
      {editing && query.data !== undefined && (
        <AuthorityEndpointDialog
          station={station}
          endpoint={query.data}
          onClose={() => setEditing(false)}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
