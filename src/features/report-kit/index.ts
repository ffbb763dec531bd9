// The shared report kit: document model, exports, filter, frame and screen (issue 7).
export { EMPTY_CELL, formatCell, formatNumber, formatPercent } from './cell-format';
export { EXCEL_MIME } from './excel-export';
export { PDF_MIME, pdfFile, renderPdf, type PdfFonts } from './pdf-export';
export { bundledPdfFonts } from './pdf-fonts';
export { PDF_FONT, pdfText } from './pdf-text';
export { ExportButtons } from './export-buttons';
export { feeParams, getReport, queryString, rangeParams } from './report-api';
export { maintenanceParts, type MaintenanceInReport } from './maintenance-section';
export { ReportBody } from './report-body';
export {
  reportFileName,
  toned,
  type ReportCell,
  type ReportColumn,
  type ImageSection,
  type ReportDocument,
  type ReportNotice,
  type ReportSection,
  type TableSection,
} from './report-document';
export { reportFilterSchema } from './report-filter';
export type { AveragingInterval, FilterConfig, ReportFilterValues } from './report-filter';
export { ReportFilterForm } from './report-filter-form';
export { saveFile, type ExportFormat } from './report-export';
export { ReportFrame, type ReportState } from './report-frame';
export { rangeLabel, reportMeta } from './report-meta';
export { ReportScreen } from './report-screen';
export type { ServerPage } from './report-table';
export {
  linkedStationId,
  stationLabel,
  stationParameterName,
  type StationChoice,
} from './station-choices';
export { useReportFilter } from './use-report-filter';
export { formatVietnamTime, VIETNAM_TIME_ZONE } from './vietnam-time';
