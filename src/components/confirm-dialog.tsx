// Generic confirmation dialog of spec §2: default title/description, overridable texts, a
// confirm variant, and a loading state with a spinner and 'Đang xử lý...' disabling both buttons.
import { useT } from '../i18n';
import { Dialog } from './dialog';

export type ConfirmVariant = 'primary' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  description?: string;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  description,
  confirmText,
  cancelText,
  variant = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      title={title ?? t('confirm.title')}
      description={description ?? t('confirm.description')}
      onClose={onCancel}
      dismissible={!loading}
      footer={
        <>
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={onCancel}
            disabled={loading}
          >
            {cancelText ?? t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={`gw-button gw-button--${variant}`}
            onClick={onConfirm}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? (
              <>
                <span className="gw-spinner gw-spinner--small" aria-hidden="true" />
                {t('confirm.processing')}
              </>
            ) : (
              (confirmText ?? t('confirm.confirm'))
            )}
          </button>
        </>
      }
    />
  );
}
