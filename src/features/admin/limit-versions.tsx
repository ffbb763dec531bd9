// Each parameter's permit-limit versions, newest first: from which day, the bounds, the legal
// basis and note, and whether it is still to come, in force or replaced. A version still to come
// may be deleted, after a confirmation saying what then applies; one whose day has come is kept
// (the database refuses it too), so past data keeps being judged as it was.
import { useState } from 'react';
import { useT } from '../../i18n';
import { deleteLimitVersion, type LimitVersionRow, type ParameterRow } from './admin-api';
import { DeleteDialog, type DeleteRequest } from './console-dialogs';
import { useConsoleWrite } from './console-write';
import { dayText, versionState, versionsInForce } from './limits-form';
import { RowActions } from './row-actions';

interface LimitVersionsProps {
  parameters: readonly ParameterRow[];
  versions: readonly LimitVersionRow[];
  today: string;
}

const bound = (value: number | null, none: string) =>
  value === null ? none : value.toLocaleString('vi-VN');

export function LimitVersions({ parameters, versions, today }: LimitVersionsProps) {
  const { t } = useT();
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteLimitVersion,
    invalidates: [['admin', 'parameters']],
    done: t('admin.limits.versions.deleted'),
  });
  const inForce = versionsInForce(versions, today);
  const none = t('admin.limits.emptyHint');
  const column = {
    from: t('admin.limits.versions.from'),
    min: t('admin.limits.columns.limitMin'),
    max: t('admin.limits.columns.limitMax'),
    basis: t('admin.limits.versions.basis'),
    state: t('admin.limits.versions.state'),
  };

  return (
    <section className="gw-admin-section gw-limit-versions" aria-labelledby="gw-limit-versions">
      <h2 id="gw-limit-versions" className="gw-admin-section__title">
        {t('admin.limits.versions.title')}
      </h2>
      <p className="gw-muted">{t('admin.limits.versions.intro')}</p>
      {parameters.map((parameter) => {
        const own = versions.filter((version) => version.station_parameter_id === parameter.id);
        const unit = parameter.unit ? ` (${parameter.unit})` : '';
        return (
          <div
            key={parameter.id}
            className="gw-limit-versions__parameter"
            data-versions-of={parameter.code}
          >
            <h3 className="gw-limit-versions__name">
              {parameter.name} <span className="gw-muted">{parameter.code + unit}</span>
            </h3>
            {own.length === 0 ? (
              <p className="gw-muted">{t('admin.limits.versions.none')}</p>
            ) : (
              <table className="gw-admin-table">
                <caption className="gw-admin__sr">
                  {t('admin.limits.versions.caption', { parameter: parameter.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{column.from}</th>
                    <th scope="col">{column.min}</th>
                    <th scope="col">{column.max}</th>
                    <th scope="col">{column.basis}</th>
                    <th scope="col">{column.state}</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((version) => {
                    const state = versionState(version, inForce, today);
                    const day = dayText(version.effective_from);
                    return (
                      <tr key={version.id} data-version={version.effective_from} data-state={state}>
                        <th scope="row">{day}</th>
                        <td data-label={column.min}>{bound(version.limit_min, none)}</td>
                        <td data-label={column.max}>{bound(version.limit_max, none)}</td>
                        <td data-label={column.basis} className="gw-limit-versions__basis">
                          {version.legal_basis}
                          {version.note && (
                            <span className="gw-muted gw-limit-versions__note">
                              {t('admin.limits.versions.note')}: {version.note}
                            </span>
                          )}
                        </td>
                        <td data-label={column.state}>
                          <span
                            className={`gw-badge gw-limit-versions__state gw-limit-versions__state--${state}`}
                          >
                            {t(`admin.limits.versions.${state}`)}
                          </span>
                          {state === 'upcoming' && (
                            <RowActions
                              name={t('admin.limits.versions.deleteWhat', {
                                day,
                                parameter: parameter.name,
                              })}
                              onDelete={() =>
                                setDeleting({
                                  what: t('admin.limits.versions.deleteWhat', {
                                    day,
                                    parameter: parameter.name,
                                  }),
                                  consequence: t('admin.limits.versions.deleteText', { day }),
                                  confirm: () => remove.run(version.id),
                                })
                              }
                            />
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </div>
        );
      })}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
