// Vietnamese strings of the Zalo alert channels (issue 17): the console's per-customer OA and
// ZNS settings and the profile's channel preferences. Read directly by their components and
// forms, like the console's validation messages.
export const alertChannels = {
  settings: {
    title: 'Kênh cảnh báo Zalo',
    intro:
      'Official Account (OA) và mẫu tin ZNS của từng khách hàng: cảnh báo được gửi qua tin nhắn OA tới nhân viên quan tâm OA, và qua ZNS tới số điện thoại đã xác minh của người chưa quan tâm. Token chỉ ghi, không bao giờ hiển thị lại.',
    customer: 'Khách hàng',
    oaId: 'ID Official Account',
    oaIdHint: 'Dãy số ID của OA trên Zalo, để trống nếu không gửi tin OA.',
    oaIdInvalid: 'ID OA chỉ gồm chữ số, tối đa 32 ký tự',
    templateId: 'ID mẫu tin ZNS',
    templateIdHint:
      'Mẫu đã được Zalo duyệt, với các tham số title, content và link. Để trống nếu không gửi ZNS.',
    templateIdInvalid: 'ID mẫu ZNS chỉ gồm chữ số, tối đa 20 ký tự',
    enabled: 'Gửi cảnh báo qua Zalo',
    accessToken: 'Access token của OA',
    refreshToken: 'Refresh token của OA',
    tokenHint:
      'Lấy khi cấp quyền OA cho ứng dụng Zalo của GreenWatch. Để trống để giữ token đã lưu; nhập cả hai để thay.',
    tokenInvalid: 'Token chỉ gồm chữ, số và . _ ~ + / = -, tối đa 2000 ký tự',
    tokenPair: 'Nhập cả access token và refresh token',
    saved: 'đã lưu',
    notSaved: 'chưa lưu',
    tokens: 'Token',
    status: 'Trạng thái',
    on: 'Đang bật',
    off: 'Đang tắt',
    notConfigured: 'Chưa cấu hình',
    configure: 'Cấu hình Zalo',
    dialogTitle: 'Kênh cảnh báo Zalo: {{name}}',
    channelError: 'Lỗi gần nhất ({{time}}): {{error}}',
  },
  preferences: {
    title: 'Kênh nhận cảnh báo',
    intro: 'Chọn nơi bạn nhận cảnh báo vượt ngưỡng, mất tín hiệu và lỗi thiết bị.',
    bell: 'Chuông thông báo',
    bellHint: 'Luôn bật: mọi cảnh báo đều được lưu trong chuông thông báo của ứng dụng.',
    email: 'Email',
    emailOn: 'Đang bật: đổi ở mục nhận cảnh báo qua email phía trên.',
    emailOff: 'Đang tắt: bật ở mục nhận cảnh báo qua email phía trên.',
    zaloOa: 'Tin nhắn Zalo OA',
    zaloOaHint: 'Tin nhắn từ Official Account của công ty, khi bạn đã quan tâm OA.',
    zaloOaUnlinked:
      'Chưa liên kết tài khoản Zalo: liên kết ở mục Tài khoản Zalo bên dưới để nhận tin OA.',
    zns: 'Tin nhắn ZNS',
    znsHint: 'Tin thông báo Zalo gửi tới số điện thoại đã xác minh, kể cả khi chưa quan tâm OA.',
    znsNoPhone:
      'Tài khoản chưa có số điện thoại đã xác minh: nhờ quản trị viên xác minh số để nhận ZNS.',
    saved: 'Đã lưu kênh nhận cảnh báo',
    failed: 'Không lưu được kênh nhận cảnh báo: {{reason}}',
    loadFailed: 'Không tải được kênh nhận cảnh báo.',
  },
} as const;
