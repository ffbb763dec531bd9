// Vietnamese strings of the console's fee declaration forms (/declaration-forms, issue 18);
// English falls back to them.
export const declarationForms = {
  intro:
    'Mẫu tờ khai phí theo từng kỳ hiệu lực: số hiệu, căn cứ pháp lý và bố cục (các mục, trường và phần ký). Mỗi quý dùng mẫu có hiệu lực trong quý đó. Mẫu chưa xác minh được ghi “chưa xác minh” trên tờ khai.',
  listTitle: 'Các phiên bản mẫu',
  add: 'Thêm mẫu',
  copy: 'Tạo phiên bản mới',
  copyOf: 'Tạo phiên bản mới từ {{form}}',
  newTitle: 'Thêm mẫu tờ khai',
  editTitle: 'Sửa mẫu {{form}}',
  empty: 'Chưa có mẫu tờ khai nào. Tờ khai phí sẽ không lập được cho đến khi có mẫu.',
  verified: 'Đã xác minh',
  unverified: 'chưa xác minh',
  periodOpen: '{{from}} – nay',
  periodClosed: '{{from}} – {{to}}',
  instruments: { water: 'Nước thải', air: 'Khí thải' },
  appliesTo: {
    any: 'Mọi cơ sở',
    monitored: 'Cơ sở có quan trắc tự động',
    not_monitored: 'Cơ sở không quan trắc tự động',
  },
  deleteText:
    'Mẫu “{{form}}” bị xóa hẳn. Quý nào không còn mẫu có hiệu lực sẽ không lập được tờ khai cho đến khi thêm mẫu khác.',
  fields: {
    id: 'Mã mẫu',
    idHint: 'Không đổi được sau khi lưu, ví dụ water-nd346-2025-v2.',
    instrument: 'Loại phí',
    appliesTo: 'Áp dụng cho',
    formNumber: 'Số hiệu mẫu',
    title: 'Tên tờ khai',
    legalSource: 'Căn cứ pháp lý',
    effectiveFrom: 'Hiệu lực từ ngày',
    effectiveTo: 'Hết hiệu lực ngày',
    effectiveToHint: 'Để trống khi còn hiệu lực.',
    period: 'Hiệu lực',
    layout: 'Bố cục (JSON)',
    layoutHint:
      'Gồm header, sections (các mục và trường), signature và footnotes; được kiểm tra như khi lập tờ khai, tối đa 20.000 byte.',
    notes: 'Ghi chú',
    verified: 'Đã xác minh với văn bản mẫu chính thức',
    status: 'Trạng thái',
  },
  errors: {
    id: 'Mã mẫu gồm chữ thường không dấu, chữ số và gạch ngang, 2–64 ký tự',
    layoutRequired: 'Vui lòng nhập bố cục',
    layoutJson:
      'Bố cục không phải JSON hợp lệ: kiểm tra dấu ngoặc, dấu phẩy và dấu nháy kép ({{reason}})',
    layoutTooLarge: 'Bố cục dài {{size}} byte, tối đa {{max}} byte',
  },
} as const;
