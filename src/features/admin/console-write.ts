// How the console's customer, station and plan screens write: one mutation per action, a toast
// for the outcome, the database's own reason when it refuses (a delete of something that holds
// data answers 409 with a Vietnamese explanation, shown as is), and the lists read again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { WriteNotAllowedError, WriteRefusedError } from './admin-api';

type Translate = ReturnType<typeof useT>['t'];

/** What to tell the admin about a failed write. `duplicateField` names the unique field. */
export function writeFailureMessage(t: Translate, error: unknown, duplicateField?: string): string {
  if (error instanceof WriteNotAllowedError) return t('adminConsole.common.notAllowed');
  if (error instanceof WriteRefusedError) {
    if (error.code === '42501') return t('adminConsole.common.notAllowed');
    if (error.code === '23505' && duplicateField) {
      return t('adminConsole.common.duplicate', { field: duplicateField });
    }
    // 23503: the server's explanation of why the row stays, written for the admin.
    if (error.code === '23503') return error.message;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return t('adminConsole.common.failed', { reason });
}

interface ConsoleWriteOptions<Input> {
  write: (input: Input) => Promise<unknown>;
  /** Queries to read again after the write, whatever its outcome. */
  invalidates: readonly QueryKey[];
  /** The toast on success. */
  done: string;
  duplicateField?: string;
}

/** A write with its outcome toast; `run` resolves to the failure message, or null when done. */
export function useConsoleWrite<Input>({
  write,
  invalidates,
  done,
  duplicateField,
}: ConsoleWriteOptions<Input>) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const run = async (input: Input): Promise<string | null> => {
    try {
      await mutation.mutateAsync(input);
      notify.success(done);
      return null;
    } catch (error) {
      return writeFailureMessage(t, error, duplicateField);
    }
  };
  return { run, busy: mutation.isPending };
}

/**
 * A console dialog's write: `submit` runs it, then closes the dialog when stored or keeps it
 * open with the refusal in `failure` (shown by FormActions).
 */
export function useDialogWrite<Input>(options: ConsoleWriteOptions<Input>, onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const { run, busy } = useConsoleWrite(options);
  const submit = async (input: Input): Promise<void> => {
    const refused = await run(input);
    if (refused === null) onClose();
    else setFailure(refused);
  };
  return { submit, busy, failure };
}
