// The Vietnamese texts a user reads when an auth call fails (spec §8 leaves the wording to us).
// Each says what went wrong in plain words and what to do next. Shaped like a catalogue section
// so it can move into src/i18n unchanged.

export const authErrorMessages = {
  invalidCredentials: 'Email hoặc mật khẩu không đúng. Vui lòng kiểm tra lại.',
  emailNotConfirmed:
    'Email chưa được xác nhận. Vui lòng kiểm tra hộp thư và bấm vào liên kết xác nhận.',
  userNotFound: 'Không tìm thấy tài khoản. Vui lòng kiểm tra lại email.',
  // Spec §5: a weak-password reply always names the full rule, whatever the server said.
  weakPassword:
    'Mật khẩu quá yếu. Mật khẩu cần có ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số.',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  alreadyRegistered: 'Email này đã được đăng ký. Vui lòng đăng nhập hoặc dùng email khác.',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự.',
  invalidEmail: 'Địa chỉ email không hợp lệ. Vui lòng kiểm tra lại.',
  rateLimited: 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.',
  smsRateLimited: 'Đã gửi quá nhiều tin nhắn SMS. Vui lòng đợi một lúc rồi thử lại.',
  sessionInvalid: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  refreshTokenInvalid: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  otpInvalid: 'Mã xác thực không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu mã mới.',
  passwordResetDisabled:
    'Chức năng đặt lại mật khẩu chưa được bật. Vui lòng liên hệ quản trị viên.',
  resetLinkInvalid:
    'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
  network: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
  server: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.',
  database: 'Hệ thống chưa lưu được dữ liệu. Vui lòng thử lại sau hoặc liên hệ bộ phận hỗ trợ.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  missingCredentials: 'Vui lòng nhập đầy đủ email và mật khẩu.',
  accountLocked: 'Tài khoản đã bị khóa hoặc tạm ngưng. Vui lòng liên hệ bộ phận hỗ trợ.',
  mfaRequired: 'Tài khoản cần xác thực hai lớp. Vui lòng hoàn tất bước xác thực để tiếp tục.',
  mfaInvalid: 'Mã xác thực hai lớp không đúng hoặc đã hết hạn. Vui lòng thử lại.',
  phoneInvalid: 'Số điện thoại không hợp lệ. Vui lòng kiểm tra lại.',
  phoneTaken: 'Số điện thoại này đã được dùng cho một tài khoản khác.',
  oauthDenied: 'Bạn đã từ chối cấp quyền đăng nhập. Vui lòng thử lại và đồng ý cấp quyền.',
  providerInvalid: 'Phương thức đăng nhập không hợp lệ. Vui lòng chọn cách đăng nhập khác.',
  providerDisabled: 'Phương thức đăng nhập này chưa được bật. Vui lòng chọn cách đăng nhập khác.',
  // Exact text of spec §5.
  noSystemAccess: 'Tài khoản không có quyền truy cập hệ thống',
  invalidConfiguration: 'Cấu hình hệ thống chưa đúng. Vui lòng liên hệ quản trị viên.',
  featureDisabled: 'Chức năng này chưa được bật. Vui lòng liên hệ quản trị viên.',
  timeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  identityAlreadyExists: 'Tài khoản liên kết này đã được gắn với một người dùng khác.',
  identityNotFound: 'Không tìm thấy phương thức đăng nhập đã liên kết.',
  singleIdentityNotDeletable: 'Không thể gỡ phương thức đăng nhập duy nhất của tài khoản.',
} as const;

export type AuthErrorKind = keyof typeof authErrorMessages;

/** What the user was doing; it names the failure when no specific message applies. */
export type AuthErrorContext =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'verifyEmail' | 'updateProfile';

export const authErrorContextPrefixes: Record<AuthErrorContext, string> = {
  login: 'Đăng nhập thất bại',
  register: 'Đăng ký thất bại',
  forgotPassword: 'Gửi yêu cầu đặt lại mật khẩu thất bại',
  changePassword: 'Đổi mật khẩu thất bại',
  verifyEmail: 'Xác thực email thất bại',
  updateProfile: 'Cập nhật thông tin thất bại',
};

/** Prefix of an unrecognised error outside any context. */
export const genericAuthErrorPrefix = 'Đã xảy ra lỗi';
/** Appended when an unrecognised error carries no text of its own. */
export const retryHint = 'Vui lòng thử lại.';
