// A station's parameters: code, name, unit, limits, fee flag and order, with add, edit and
// remove. The database keeps a parameter that holds measurements and says why.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { Loaded } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import { ParameterDialog } from './parameter-dialog';
import { newParameter, type ParameterFormValues } from './parameter-form';
import {
  deleteParameter,
  parameterListQuery,
  parameterQueryKeys,
  type ParameterRow,
} from './stations-api';

const limitText = (value: number | null, none: string) =>
  value === null ? none : value.toLocaleString('vi-VN');

export function ParametersSection({ stationId }: { stationId: number }) {
  const { t } = useT();
  const query = useQuery(parameterListQuery(stationId));
  const [editing, setEditing] = useState<ParameterRow | ParameterFormValues | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteParameter,
    invalidates: parameterQueryKeys(stationId),
    done: t('adminConsole.common.deleted'),
  });
  const none = t('adminConsole.stations.noLimit');
  const column = {
    unit: t('adminConsole.stations.unit'),
    min: t('adminConsole.stations.limitMin'),
    max: t('adminConsole.stations.limitMax'),
    fee: t('adminConsole.stations.feeEnabled'),
    order: t('adminConsole.stations.sortOrder'),
  };

  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.stations.parameters')}
        addLabel={t('adminConsole.stations.addParameter')}
        onAdd={() => setEditing(newParameter(query.data?.length ?? 0))}
      />
      <Loaded query={query}>
        {(parameters) =>
          parameters.length === 0 ? (
            <p className="gw-admin__state">{t('adminConsole.stations.noParameters')}</p>
          ) : (
            <table className="gw-admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminConsole.stations.parameterName')}</th>
                  <th scope="col">{column.unit}</th>
                  <th scope="col">{column.min}</th>
                  <th scope="col">{column.max}</th>
                  <th scope="col">{column.fee}</th>
                  <th scope="col">{column.order}</th>
                  <th scope="col">{t('adminConsole.common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((parameter) => (
                  <tr key={parameter.id} data-parameter={parameter.code}>
                    <th scope="row">
                      {parameter.name} <span className="gw-muted">({parameter.code})</span>
                    </th>
                    <td data-label={column.unit}>
                      {parameter.unit || t('adminConsole.common.none')}
                    </td>
                    <td data-label={column.min}>{limitText(parameter.limit_min, none)}</td>
                    <td data-label={column.max}>{limitText(parameter.limit_max, none)}</td>
                    <td data-label={column.fee}>
                      {parameter.fee_enabled
                        ? t('adminConsole.common.yes')
                        : t('adminConsole.common.no')}
                    </td>
                    <td data-label={column.order}>{parameter.sort_order}</td>
                    <td>
                      <RowActions
                        name={parameter.name}
                        onEdit={() => setEditing(parameter)}
                        onDelete={() =>
                          setDeleting({
                            what: parameter.name,
                            consequence: t('adminConsole.stations.deleteParameterText', {
                              name: parameter.name,
                            }),
                            confirm: () => remove.run(parameter.id),
                          })
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {editing !== null && (
        <ParameterDialog
          stationId={stationId}
          parameter={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
