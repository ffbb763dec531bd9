// Vietnamese strings of the console's authority duty profiles (/duty-profiles, issue 18);
// English falls back to them.
export const dutyProfiles = {
  intro:
    'Nghĩa vụ thông báo với Sở theo từng tỉnh/thành: thời hạn báo sự cố, thời gian báo trước lịch bảo trì và nơi nhận. Các giá trị chưa xác nhận được hiển thị cho người dùng là “cần xác nhận với Sở” trên màn hình giải trình gián đoạn.',
  listTitle: 'Hồ sơ theo tỉnh/thành',
  add: 'Thêm tỉnh/thành',
  newTitle: 'Thêm nghĩa vụ thông báo',
  editTitle: 'Sửa nghĩa vụ thông báo: {{province}}',
  empty: 'Chưa có hồ sơ nào. Màn hình giải trình gián đoạn sẽ không nêu nghĩa vụ thông báo.',
  defaultProvince: 'Các tỉnh/thành còn lại',
  defaultHint:
    'Hồ sơ mặc định, dùng cho mọi trạm không có hồ sơ riêng của tỉnh/thành mình; không đổi tên được.',
  confirmed: 'Đã xác nhận',
  unconfirmed: 'cần xác nhận với Sở',
  hours: '{{count}} giờ',
  days: '{{count}} ngày',
  unknown: 'chưa có',
  fields: {
    province: 'Tỉnh/thành',
    provinceHint: 'Viết đúng như tỉnh/thành của trạm, ví dụ Đồng Nai.',
    authorityName: 'Cơ quan nhận thông báo',
    notifyWithinHours: 'Thông báo sự cố trong vòng (giờ)',
    notifyWithinHoursHint: 'Từ 1 đến 720 giờ; để trống khi chưa biết.',
    maintenanceNoticeDays: 'Báo trước lịch bảo trì (ngày)',
    maintenanceNoticeDaysHint: 'Từ 0 đến 60 ngày; để trống khi chưa biết.',
    recipientEmail: 'Email nơi nhận',
    recipientPhone: 'Điện thoại nơi nhận',
    noticeTitle: 'Tiêu đề văn bản thông báo',
    confirmed: 'Đã xác nhận các giá trị này với Sở',
    status: 'Trạng thái',
  },
  errors: {
    email: 'Email không hợp lệ',
    phone: 'Số điện thoại không hợp lệ',
  },
} as const;
