// Vietnamese strings of the notifications screens (English falls back to these).
export const notifications = {
  title: 'Thông báo',
  newCount: '{{n}} mới',
  markAllRead: 'Đọc tất cả ({{n}})',
  emptyTitle: 'Không có thông báo nào',
  emptyText: 'Hiện tại không có thông báo nào.',
  bell: 'Thông báo',
  bellUnread: 'Thông báo, {{n}} chưa đọc',
  unread: 'Chưa đọc',
  unreadSummary: '{{n}} thông báo chưa đọc',
  allRead: 'Đã đọc tất cả',
  viewAll: 'Xem tất cả thông báo',
  close: 'Đóng',
  loading: 'Đang tải thông báo...',
  openStation: 'Mở trạm',
} as const;
