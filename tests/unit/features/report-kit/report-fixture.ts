import type { ReportDocument } from '../../../../src/features/report-kit';

/** A small document with every column format, a flagged cell and a totals row. */
export const sampleDocument: ReportDocument = {
  title: 'Báo cáo phí nước thải',
  fileName: 'bao-cao-phi-nuoc-thai_quy-4-2026',
  meta: [
    { label: 'Khách hàng', value: 'Công ty TNHH Nhiệt điện Đông Bắc' },
    { label: 'Trạm quan trắc', value: 'Trạm nước thải làm mát (DB-NT01)' },
    { label: 'Kỳ báo cáo', value: 'Quý 4/2026' },
    { label: 'Thời điểm lập', value: '23/11/2026 20:30:00' },
  ],
  notices: [{ text: 'CHƯA XÁC NHẬN — số tiền chỉ là tạm tính.', tone: 'warning' }],
  sections: [
    {
      kind: 'facts',
      title: 'Tổng hợp phí',
      facts: [{ label: 'Tổng phí phải nộp', value: '6.832.000 VNĐ' }],
    },
    {
      kind: 'table',
      title: 'Phí theo chất ô nhiễm',
      columns: [
        { header: 'Trạm', format: 'text' },
        { header: 'Thời điểm', format: 'datetime' },
        { header: 'Tải lượng (kg)', format: 'number', decimals: 3 },
        { header: 'Số giờ', format: 'integer' },
        { header: 'Độ phủ', format: 'percent' },
        { header: 'Số tiền', format: 'money' },
      ],
      rows: [
        ['Trạm nước thải làm mát', '2026-10-01T01:30:00.000Z', 1620.5, 2000, 0.9375, 3240000],
        [{ value: 'Ống khói tổ máy 1', tone: 'danger' }, null, 1080, 12, 1, 2592000],
      ],
      footer: ['Tổng cộng', null, null, null, null, 5832000],
      emptyText: 'Không có dữ liệu',
    },
  ],
};
