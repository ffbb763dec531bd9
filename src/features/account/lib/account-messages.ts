// Texts of the profile and change-password forms. Those quoted by the product spec (§2, §5, §8)
// are exact; tests assert them. Shaped like a catalogue section so it can move into src/i18n.

export const profileFormMessages = {
  fullNameRequired: 'Họ và tên không được để trống',
  fullNameTooShort: 'Họ và tên phải có ít nhất 2 ký tự',
  phoneRequired: 'Số điện thoại không được để trống',
  phoneDigits: 'Số điện thoại phải có 10-11 chữ số',
  emailRequired: 'Email không được để trống',
  emailInvalid: 'Email không hợp lệ',
} as const;

export const changePasswordFormMessages = {
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  newPasswordRequired: 'Vui lòng nhập mật khẩu mới',
  newPasswordTooShort: 'Mật khẩu mới phải có ít nhất 6 ký tự',
  confirmPasswordRequired: 'Vui lòng xác nhận mật khẩu mới',
  confirmPasswordMismatch: 'Mật khẩu xác nhận không khớp',
} as const;

/** Outcome messages of the two dialogs (spec §5, §8). */
export const accountOutcomeMessages = {
  profileSaved: 'Cập nhật thông tin thành công!',
  profileSaveFailed: 'Có lỗi xảy ra khi cập nhật thông tin',
  emailChangeFailed: 'Cập nhật email thất bại. Vui lòng thử lại sau.',
  passwordChanged: 'Đổi mật khẩu thành công!',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng. Vui lòng kiểm tra lại.',
  noSessionEmail: 'Không thể xác thực người dùng hiện tại',
} as const;

/** The §7 confirmation message after the second update-user call changed the email. */
export function emailConfirmationSentMessage(newEmail: string): string {
  return `Chúng tôi đã gửi email xác nhận tới ${newEmail.trim()}. Vui lòng mở email đó để hoàn tất việc đổi địa chỉ email.`;
}
