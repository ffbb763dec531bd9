// A station's camera (the first, as the camera screen shows one per station): its links, with
// add, edit and remove.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { DeleteDialog, type DeleteRequest } from '../console-dialogs';
import { useConsoleWrite } from '../console-write';
import { Loaded } from '../query-state';
import { RowActions, SectionHead } from '../row-actions';
import { CameraDialog } from './camera-dialog';
import { cameraListQuery, cameraQueryKeys, deleteCamera, type CameraRow } from './stations-api';

export function CameraSection({ stationId }: { stationId: number }) {
  const { t } = useT();
  const query = useQuery(cameraListQuery(stationId));
  const [editing, setEditing] = useState<CameraRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const remove = useConsoleWrite({
    write: deleteCamera,
    invalidates: cameraQueryKeys(stationId),
    done: t('adminConsole.common.deleted'),
  });
  const camera = query.data?.[0];
  return (
    <section className="gw-admin-section">
      <SectionHead
        title={t('adminConsole.stations.camera')}
        addLabel={t('adminConsole.stations.addCamera')}
        onAdd={query.data && !camera ? () => setEditing('new') : undefined}
      />
      <Loaded query={query}>
        {([first]) =>
          first ? (
            <dl className="gw-admin-facts" data-camera={first.name}>
              <div>
                <dt>{t('adminConsole.stations.cameraName')}</dt>
                <dd>{first.name}</dd>
              </div>
              <div>
                <dt>{t('adminConsole.stations.hlsUrl')}</dt>
                <dd>{first.hls_url ?? t('adminConsole.common.none')}</dd>
              </div>
              <div>
                <dt>{t('adminConsole.stations.snapshotUrl')}</dt>
                <dd>{first.snapshot_url ?? t('adminConsole.common.none')}</dd>
              </div>
              <RowActions
                name={first.name}
                onEdit={() => setEditing(first)}
                onDelete={() =>
                  setDeleting({
                    what: first.name,
                    consequence: t('adminConsole.stations.deleteCameraText', { name: first.name }),
                    confirm: () => remove.run(first.id),
                  })
                }
              />
            </dl>
          ) : (
            <p className="gw-admin__state">{t('adminConsole.stations.noCamera')}</p>
          )
        }
      </Loaded>
      {editing !== null && (
        <CameraDialog
          stationId={stationId}
          camera={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
