// A customer's stations: code, name, kind, location, with open, edit and delete. The database
// keeps a station that holds measurements and says why; the dialog shows that reason as is.
import { useState } from 'react';
import { useT } from '../../../i18n';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { RowActions, SectionHead } from '../row-actions';
import { StationDialog } from './station-dialog';
import { deleteStation, stationQueryKeys, type StationRow } from './stations-api';

interface Props {
  customerId: number;
  stations: readonly StationRow[];
  onOpen: (stationId: number) => void;
}

export function StationListSection({ customerId, stations, onOpen }: Props) {
  const { t } = useT();
  const [editing, setEditing] = useState<StationRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteStation,
    invalidates: stationQueryKeys(customerId),
    done: t('adminConsole.common.deleted'),
  });
  const column = {
    code: t('adminConsole.stations.code'),
    kind: t('adminConsole.stations.kind'),
    location: t('adminConsole.stations.location'),
  };
  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.stations.stations')}
        addLabel={t('adminConsole.stations.addStation')}
        onAdd={() => setEditing('new')}
      />
      {stations.length === 0 ? (
        <p className="gw-admin__state">{t('adminConsole.stations.noStations')}</p>
      ) : (
        <table className="gw-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('adminConsole.stations.name')}</th>
              <th scope="col">{column.code}</th>
              <th scope="col">{column.kind}</th>
              <th scope="col">{column.location}</th>
              <th scope="col">{t('adminConsole.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {stations.map((station) => (
              <tr key={station.id} data-station={station.code}>
                <th scope="row">{station.name}</th>
                <td data-label={column.code}>
                  <code>{station.code}</code>
                </td>
                <td data-label={column.kind}>{t(`adminConsole.stations.kinds.${station.kind}`)}</td>
                <td data-label={column.location}>
                  {station.lat.toFixed(5)}, {station.lng.toFixed(5)}
                </td>
                <td>
                  <RowActions
                    name={station.name}
                    onEdit={() => setEditing(station)}
                    onDelete={() =>
                      setDeleting({
                        what: station.name,
                        consequence: t('adminConsole.stations.deleteStationText', {
                          name: station.name,
                        }),
                        confirm: () => remove.run(station.id),
                      })
                    }
                  >
                    <button
                      type="button"
                      className="gw-button gw-button--primary"
                      onClick={() => onOpen(station.id)}
                      aria-label={`${t('adminConsole.stations.open')} ${station.name}`}
                    >
                      <span aria-hidden="true">{t('adminConsole.stations.open')}</span>
                    </button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing !== null && (
        <StationDialog
          customerId={customerId}
          station={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={editing === 'new' ? onOpen : undefined}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
