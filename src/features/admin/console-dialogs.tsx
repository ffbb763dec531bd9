// The dialogs of the console's customer, station and plan screens: a form in a dialog, and a
// delete that asks first, says what follows, and keeps the dialog open with the database's reason
// when it refuses (a row holding data is never deleted, 20261125004000_admin_writes.sql).
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { FormFailure } from '../../components/form';
import { useT } from '../../i18n';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
}

export function FormDialog({ open, title, onClose, busy, children }: FormDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} dismissible={!busy} size="medium">
      {children}
    </Dialog>
  );
}

interface FormActionsProps {
  busy: boolean;
  onCancel: () => void;
  failure: string | null;
  disabled?: boolean;
}

/** The end of a console form: the refusal, then 'Hủy' and 'Lưu' ('Đang lưu...' while saving). */
export function FormActions({ busy, onCancel, failure, disabled }: FormActionsProps) {
  const { t } = useT();
  return (
    <>
      <FormFailure message={failure} />
      <div className="gw-dialog__footer">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {t('adminConsole.common.cancel')}
        </button>
        <button
          type="submit"
          className="gw-button gw-button--primary"
          disabled={busy || disabled}
          aria-busy={busy}
        >
          {busy ? t('adminConsole.common.saving') : t('adminConsole.common.save')}
        </button>
      </div>
    </>
  );
}

export interface DeleteRequest {
  /** What is deleted, e.g. 'trạm “Trạm A”'. */
  what: string;
  /** The consequence, said before anything is sent. */
  consequence: string;
  /** Deletes; resolves to the refusal to show, or null when deleted. */
  confirm: () => Promise<string | null>;
}

export function DeleteDialog({
  request,
  onClose,
}: {
  request: DeleteRequest | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    const failure = await request.confirm();
    setBusy(false);
    if (failure === null) close();
    else setRefusal(failure);
  };
  return (
    <Dialog
      open={request !== null}
      title={
        refusal
          ? t('adminConsole.common.deleteRefused')
          : t('adminConsole.common.deleteTitle', { what: request?.what ?? '' })
      }
      description={request?.consequence}
      onClose={close}
      dismissible={!busy}
      footer={
        <>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={close}
            disabled={busy}
          >
            {t('adminConsole.common.cancel')}
          </button>
          {refusal === null && (
            <button
              type="button"
              className="gw-button gw-button--danger"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('confirm.processing') : t('adminConsole.common.delete')}
            </button>
          )}
        </>
      }
    >
      {refusal && (
        <p className="gw-form__error" role="alert" data-refusal>
          {refusal}
        </p>
      )}
    </Dialog>
  );
}
