import { ChevronDown, ChevronUp } from 'lucide-react';
import { useT } from '../../i18n';
import { rejectedLineCount, type IngestFile } from './ingest-file';

interface LinesToggleProps {
  file: IngestFile;
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** Opens and closes a file's rejected lines (a disclosure button: Enter or Space). */
export function LinesToggle({ file, open, controls, onToggle }: LinesToggleProps) {
  const { t } = useT();
  const Icon = open ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      className="gw-link-button gw-ingest-toggle"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {open ? t('ingestLog.hideLines') : t('ingestLog.showLines')} ({rejectedLineCount(file)})
      <Icon size={14} aria-hidden="true" />
    </button>
  );
}
