// The label of a customer group: the 'Unknown' group reads 'Không xác định' (spec §3).
import { useCallback } from 'react';
import { useT } from '../../../i18n';
import { UNKNOWN_GROUP } from '../lib/station-model';
import type { CustomerGroupRef } from '../lib/types';

export function useGroupLabel(): (group: CustomerGroupRef) => string {
  const { t } = useT();
  return useCallback(
    (group) => (group.id === UNKNOWN_GROUP.id ? t('monitoring.unknownGroup') : group.name),
    [t],
  );
}
