// How every console form saves: only the rows that changed (none: said, not sent), a toast for
// the outcome (a write RLS kept from every row is 'not allowed', not 'saved'), and the stored
// rows read again afterwards, saved or not, so the form starts from what is stored.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { WriteNotAllowedError } from './admin-api';

interface SaveChangesOptions<Change> {
  save: (changes: readonly Change[]) => Promise<void>;
  /** The query whose rows the form edits. */
  queryKey: QueryKey;
  /** Which screen's texts (admin.<screen>.saved, notAllowed, saveFailed, unchanged). */
  screen: 'limits' | 'remoteConfig';
}

export function useSaveChanges<Change>({ save, queryKey, screen }: SaveChangesOptions<Change>) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => notify.success(t(`admin.${screen}.saved`)),
    onError: (error) =>
      notify.error(
        error instanceof WriteNotAllowedError
          ? t(`admin.${screen}.notAllowed`)
          : t(`admin.${screen}.saveFailed`, { reason: error.message }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  /** Saves `changes`; true when they were stored. */
  const saveChanges = async (changes: readonly Change[]): Promise<boolean> => {
    if (changes.length === 0) {
      notify.info(t(`admin.${screen}.unchanged`));
      return false;
    }
    return mutation.mutateAsync(changes).then(
      () => true,
      () => false,
    );
  };
  return { saveChanges, saving: mutation.isPending };
}
