// Vietnamese strings of the zalo screens (English falls back to these).
export const zalo = {
  welcome: {
    title: 'Chào mừng đến với {{product}}',
    lead: 'Quan trắc môi trường trực tuyến cho các trạm nước thải và khí thải của doanh nghiệp bạn.',
    features: {
      live: {
        title: 'Theo dõi số liệu trực tuyến',
        text: 'Số liệu từ các trạm quan trắc được cập nhật liên tục, xem ngay trên điện thoại.',
      },
      alerts: {
        title: 'Cảnh báo vượt ngưỡng',
        text: 'Nhận thông báo khi thông số tiến gần hoặc vượt quy chuẩn cho phép.',
      },
      reports: {
        title: 'Báo cáo và phí môi trường',
        text: 'Báo cáo vượt ngưỡng, mất tín hiệu và phí bảo vệ môi trường đối với nước thải, khí thải.',
      },
    },
    signInWithZalo: 'Đăng nhập với Zalo',
    signingIn: 'Đang đăng nhập...',
    signInWithEmail: 'Đăng nhập bằng email',
    linkNotice:
      'Chỉ tài khoản Zalo đã được liên kết với {{product}} mới đăng nhập được. Bạn có thể liên kết trong trang Tài khoản sau khi đăng nhập bằng email.',
  },
  phone: {
    title: 'Liên kết bằng số điện thoại',
    account: 'Tài khoản Zalo: {{name}}',
    lead: 'Tài khoản Zalo này chưa được liên kết với {{product}}. Nếu số điện thoại Zalo của bạn trùng với số điện thoại đã xác minh của một tài khoản {{product}}, hai tài khoản sẽ được liên kết và bạn được đăng nhập ngay.',
    consent:
      'Tôi đồng ý chia sẻ số điện thoại Zalo với {{product}}. Số điện thoại chỉ được dùng để tìm và liên kết tài khoản của tôi.',
    share: 'Chia sẻ số điện thoại và liên kết',
    sharing: 'Đang liên kết...',
  },
  link: {
    title: 'Tài khoản Zalo',
    linked: 'Đã liên kết với Zalo từ {{date}}.',
    linkedNoDate: 'Đã liên kết với Zalo.',
    notLinked: 'Chưa liên kết. Liên kết để đăng nhập bằng Zalo và nhận thông báo qua Zalo.',
    loading: 'Đang tải trạng thái liên kết...',
    loadFailed: 'Không tải được trạng thái liên kết Zalo.',
    link: 'Liên kết tài khoản Zalo',
    linking: 'Đang liên kết...',
    unlink: 'Hủy liên kết',
    unlinkTitle: 'Hủy liên kết tài khoản Zalo?',
    unlinkText:
      'Bạn sẽ không đăng nhập được bằng Zalo cho đến khi liên kết lại. Tài khoản và số liệu của bạn không thay đổi.',
    linkedToast: 'Đã liên kết tài khoản Zalo.',
    unlinkedToast: 'Đã hủy liên kết tài khoản Zalo.',
    followOA: 'Theo dõi OA',
    followedOA: 'Đã gửi yêu cầu theo dõi Official Account.',
    chatSupport: 'Chat với hỗ trợ',
    hostFailed: 'Zalo chưa thực hiện được yêu cầu. Vui lòng thử lại.',
  },
  callback: {
    working: 'Đang hoàn tất đăng nhập với Zalo...',
    wait: 'Vui lòng chờ trong giây lát',
  },
  failure: {
    title: 'Không đăng nhập được với Zalo',
    retry: 'Thử lại',
    signInWithEmail: 'Đăng nhập bằng email',
  },
  errors: {
    no_access: 'Tài khoản không có quyền truy cập hệ thống',
    no_matching_account: 'Không tìm thấy tài khoản nào có số điện thoại này đã được xác minh.',
    email_required:
      'Tài khoản chưa có email nên chưa đăng nhập bằng Zalo được. Vui lòng liên hệ quản trị viên để thêm email cho tài khoản.',
    zalo_already_linked: 'Tài khoản Zalo này đã được liên kết với một tài khoản khác.',
    invalid_phone_token: 'Mã số điện thoại Zalo không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
    consent_required: 'Bạn cần đồng ý chia sẻ số điện thoại để liên kết tài khoản.',
    phone_unavailable:
      'Không lấy được số điện thoại từ Zalo. Vui lòng cho phép chia sẻ số điện thoại và thử lại.',
    invalid_zalo_token: 'Phiên đăng nhập Zalo không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
    invalid_zalo_code: 'Mã đăng nhập Zalo không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
    zalo_not_configured:
      'Đăng nhập với Zalo chưa được cấu hình cho phiên bản web. Vui lòng đăng nhập bằng email.',
    zalo_unavailable: 'Không kết nối được với Zalo. Vui lòng thử lại sau.',
    access_denied: 'Bạn đã từ chối cấp quyền cho ứng dụng trên Zalo.',
    state_mismatch: 'Phiên đăng nhập đã hết hạn hoặc không khớp. Vui lòng bắt đầu lại.',
    token_unavailable:
      'Không lấy được thông tin đăng nhập từ Zalo. Vui lòng cấp quyền cho ứng dụng và thử lại.',
    over_request_rate_limit: 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.',
    network: 'Không kết nối được với máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    unknown: 'Đăng nhập với Zalo thất bại. Vui lòng thử lại.',
  },
} as const;
