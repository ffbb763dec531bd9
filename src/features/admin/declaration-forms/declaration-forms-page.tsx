// /declaration-forms 'Mẫu tờ khai phí' (issue 18): every fee declaration form the declaration
// screens draw, newest first by instrument, each marked verified or 'chưa xác minh' as the
// reference leaves it. The platform admin edits a form's metadata and layout, marks it verified,
// adds a new version (from scratch or a copy) and deletes one added by mistake.
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { dayText } from '../limits-form';
import { todayInVietnam } from '../plans/subscription-dates';
import { Loaded } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { DeclarationFormDialog } from './declaration-form-dialog';
import {
  declarationFormValues,
  newVersionValues,
  type DeclarationFormRow,
  type DeclarationFormValues,
} from './declaration-form-schema';
import {
  DECLARATION_FORMS_KEY,
  declarationFormsQuery,
  deleteDeclarationForm,
} from './declaration-forms-api';
import '../admin.css';

type Editing = { mode: 'new' | 'edit'; values: DeclarationFormValues };

function DeclarationFormTable({ rows }: { rows: readonly DeclarationFormRow[] }) {
  const { t } = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteDeclarationForm,
    invalidates: [DECLARATION_FORMS_KEY],
    done: t('adminConsole.common.deleted'),
  });
  const startNew = (from?: DeclarationFormRow) =>
    setEditing({ mode: 'new', values: newVersionValues(todayInVietnam(new Date()), from) });
  const column = {
    instrument: t('declarationForms.fields.instrument'),
    period: t('declarationForms.fields.period'),
    status: t('declarationForms.fields.status'),
  };
  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('declarationForms.listTitle')}
        addLabel={t('declarationForms.add')}
        onAdd={() => startNew()}
      />
      {rows.length === 0 ? (
        <p className="gw-admin__state">{t('declarationForms.empty')}</p>
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('declarationForms.fields.formNumber')}</th>
              <th scope="col" className="gw-admin-nowrap">
                {column.instrument}
              </th>
              <th scope="col">{column.period}</th>
              <th scope="col">{column.status}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-form-id={row.id}>
                <th scope="row">
                  {row.form_number}
                  <p className="gw-muted">{row.title}</p>
                </th>
                <td className="gw-admin-nowrap" data-label={column.instrument}>
                  {t(`declarationForms.instruments.${row.instrument}`)}
                  {row.applies_to !== 'any' && (
                    <p className="gw-muted">{t(`declarationForms.appliesTo.${row.applies_to}`)}</p>
                  )}
                </td>
                <td className="gw-admin-nowrap" data-label={column.period}>
                  {row.effective_to
                    ? t('declarationForms.periodClosed', {
                        from: dayText(row.effective_from),
                        to: dayText(row.effective_to),
                      })
                    : t('declarationForms.periodOpen', { from: dayText(row.effective_from) })}
                </td>
                <td data-label={column.status}>
                  <StatusBadge
                    ok={row.verified}
                    label={
                      row.verified
                        ? t('declarationForms.verified')
                        : t('declarationForms.unverified')
                    }
                  />
                </td>
                <td>
                  <RowActions
                    name={`${row.form_number} (${row.id})`}
                    onEdit={() => setEditing({ mode: 'edit', values: declarationFormValues(row) })}
                    onDelete={() =>
                      setDeleting({
                        what: row.form_number,
                        consequence: t('declarationForms.deleteText', { form: row.id }),
                        confirm: () => remove.run(row.id),
                      })
                    }
                  >
                    <button
                      type="button"
                      className="gw-button gw-button--secondary"
                      onClick={() => startNew(row)}
                      aria-label={t('declarationForms.copyOf', { form: row.id })}
                    >
                      <Copy size={16} aria-hidden="true" />
                      <span aria-hidden="true">{t('declarationForms.copy')}</span>
                    </button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <DeclarationFormDialog
          mode={editing.mode}
          initial={editing.values}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

export function DeclarationFormsPage() {
  const { t } = useT();
  const query = useQuery(declarationFormsQuery());
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.declaration-forms')}
        </h1>
        <p className="gw-muted">{t('declarationForms.intro')}</p>
      </header>
      <Loaded query={query}>{(rows) => <DeclarationFormTable rows={rows} />}</Loaded>
    </section>
  );
}
