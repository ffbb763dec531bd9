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
      'Chỉ tài khoản Zalo đã được liên kết với {{product}} mới đăng nhập được. Vui lòng liên hệ quản trị viên để được liên kết.',
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
