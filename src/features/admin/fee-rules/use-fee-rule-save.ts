// Saving in the fee rule console: a toast for the outcome, in words the admin can act on, and
// the rule sets read again afterwards, saved or not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { notify } from '../../../services/toast';
import { WriteNotAllowedError, WriteRefusedError } from '../admin-api';
import { FEE_RULES_KEY } from './fee-rules-api';

function useFailureText() {
  const { t } = useT();
  return (error: Error): string => {
    if (error instanceof WriteNotAllowedError) return t('feeRules.notAllowed');
    if (error instanceof WriteRefusedError && error.code === '42501') {
      return t('feeRules.notAllowed');
    }
    if (error instanceof WriteRefusedError && error.code === '23505') {
      return t('feeRules.duplicateId');
    }
    return t('feeRules.saveFailed', { reason: error.message });
  };
}

/** Runs `save`; resolves true when stored, false after telling the admin why not. */
export function useFeeRuleSave<Input>(save: (input: Input) => Promise<void>) {
  const { t } = useT();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => notify.success(t('feeRules.saved')),
    onError: (error) => notify.error(failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEE_RULES_KEY }),
  });
  const run = (input: Input): Promise<boolean> =>
    mutation.mutateAsync(input).then(
      () => true,
      () => false,
    );
  return { run, saving: mutation.isPending };
}
