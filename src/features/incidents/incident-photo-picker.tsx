// The photo that goes with an acknowledgement or a note: taken with the phone's camera or
// chosen from its gallery. A plain file input with `capture` does both inside the Zalo webview
// and in a browser; the server checks and cleans the image, so nothing here reads it.
import { Camera, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useT } from '../../i18n';

export function IncidentPhotoPicker({
  photo,
  onChange,
  disabled,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="gw-incident-photo-picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        capture="environment"
        className="gw-incident-photo-picker__input"
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="gw-button gw-button--secondary" aria-disabled={disabled}>
        <Camera size={18} aria-hidden="true" />
        {photo ? t('incidents.photo.replace') : t('incidents.photo.add')}
      </label>
      {photo && (
        <span className="gw-incident-photo-picker__chosen">
          <span>{t('incidents.photo.chosen', { name: photo.name })}</span>
          <button
            type="button"
            className="gw-link-button"
            aria-label={t('incidents.photo.remove')}
            disabled={disabled}
            onClick={() => {
              onChange(null);
              input.current?.focus();
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </span>
      )}
    </div>
  );
}
