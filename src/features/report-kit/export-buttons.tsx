// 'Xuất Excel' and 'Xuất PDF': build the document when asked and hand the file to the browser.
// Every screen that exports (the report frame, the incidents) uses these two buttons.
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import type { ReportDocument } from './report-document';
import { exportReport, type ExportFormat } from './report-export';

interface ExportButtonsProps {
  /** The document to export; absent while there is nothing to export. */
  exportDocument?: () => Promise<ReportDocument>;
  /** A screen with its own file layout (a declaration form) exports through this instead. */
  exportFile?: (format: ExportFormat) => Promise<void>;
  disabled?: boolean;
}

export function ExportButtons({
  exportDocument,
  exportFile,
  disabled = false,
}: ExportButtonsProps) {
  const { t } = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    if (!exportDocument && !exportFile) return;
    setBusy(format);
    try {
      if (exportFile) await exportFile(format);
      else if (exportDocument) await exportReport(await exportDocument(), format);
    } catch (error) {
      console.error(error);
      notify.error(t('reports.kit.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  const canExport = !disabled && (exportDocument ?? exportFile) !== undefined && busy === null;
  return (
    <>
      <button
        type="button"
        className="gw-button gw-button--secondary"
        onClick={() => runExport('excel')}
        disabled={!canExport}
        aria-busy={busy === 'excel'}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {busy === 'excel' ? t('reports.kit.exporting') : t('reports.kit.exportExcel')}
      </button>
      <button
        type="button"
        className="gw-button gw-button--secondary"
        onClick={() => runExport('pdf')}
        disabled={!canExport}
        aria-busy={busy === 'pdf'}
      >
        <FileText size={16} aria-hidden="true" />
        {busy === 'pdf' ? t('reports.kit.exporting') : t('reports.kit.exportPdf')}
      </button>
    </>
  );
}
