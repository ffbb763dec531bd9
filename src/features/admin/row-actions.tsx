// The edit and delete buttons of one console table row, named after the row for screen readers
// ('Sửa Trạm A'), so every row's buttons are told apart.
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}

export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useT();
  return (
    <div className="gw-admin-row-actions">
      {children}
      {onEdit && (
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={onEdit}
          aria-label={`${t('adminConsole.common.edit')} ${name}`}
        >
          <Pencil size={16} aria-hidden="true" />
          <span aria-hidden="true">{t('adminConsole.common.edit')}</span>
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="gw-button gw-button--secondary gw-admin-row-actions__delete"
          onClick={onDelete}
          aria-label={`${t('adminConsole.common.delete')} ${name}`}
        >
          <Trash2 size={16} aria-hidden="true" />
          <span aria-hidden="true">{t('adminConsole.common.delete')}</span>
        </button>
      )}
    </div>
  );
}

/** A section's title with its add button. */
export function SectionHead({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
}) {
  return (
    <div className="gw-admin-section__head">
      <h2 className="gw-admin-section__title">{title}</h2>
      {onAdd && addLabel && (
        <button type="button" className="gw-button gw-button--primary" onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </div>
  );
}
