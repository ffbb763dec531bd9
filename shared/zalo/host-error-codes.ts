// The host (zmp-sdk) numeric error codes of spec §8, with a short text in Vietnamese (shown to
// users) and in English (logs, developers). English texts follow the SDK's own wording where it
// has one (`RESPONSE_CODE`/`MESSAGES`/`IAP_ERROR` in zmp-sdk's constants).
export interface HostErrorText {
  readonly name: string;
  readonly vi: string;
  readonly en: string;
}

export const HOST_ERROR = {
  SUCCESS: 0,
  UNKNOWN: -2000,
  BAD_REQUEST: -1400,
  SERVER_ERROR: -1500,
  UNAUTHORIZED: -1401,
  FORBIDDEN: -1403,
  CLIENT_NOT_SUPPORTED: -1404,
  TIMEOUT: -1408,
  RATE_LIMITED: -1409,
  DUPLICATE_REQUEST: -1410,
} as const;

const t = (name: string, vi: string, en: string): HostErrorText => ({ name, vi, en });

export const HOST_ERROR_CATALOGUE: Readonly<Record<number, HostErrorText>> = {
  0: t('SUCCESS', 'Thành công', 'Success'),
  [-2000]: t(
    'UNKNOWN_ERROR',
    'Đã có lỗi không xác định. Vui lòng thử lại sau.',
    'Unknown error. Please try again later.',
  ),
  [-1400]: t('BAD_REQUEST', 'Dữ liệu yêu cầu không hợp lệ.', 'Invalid parameter.'),
  [-1500]: t(
    'INTERNAL_SERVER_ERROR',
    'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
    'Internal server error.',
  ),
  [-1401]: t(
    'UNAUTHORIZED',
    'Bạn cần đăng nhập và cấp quyền cho ứng dụng.',
    'Login required or permission not granted.',
  ),
  [-1403]: t(
    'FORBIDDEN',
    'Ứng dụng chưa được cấp quyền dùng chức năng này.',
    "You don't have permission to call this API.",
  ),
  [-1404]: t(
    'CLIENT_NOT_SUPPORT',
    'Phiên bản Zalo hoặc thiết bị này chưa hỗ trợ chức năng này.',
    'This API is not supported in this version of Zalo.',
  ),
  [-1408]: t(
    'TIME_OUT',
    'Yêu cầu quá thời gian chờ. Vui lòng thử lại.',
    'Request timeout. Please try again later.',
  ),
  [-1409]: t(
    'FAIL_LIMIT',
    'Bạn thao tác quá nhanh. Vui lòng thử lại sau giây lát.',
    'Request limit exceeded. Please try again later.',
  ),
  [-1410]: t(
    'DUPLICATE_REQUEST',
    'Yêu cầu đang được xử lý, vui lòng không gửi lại.',
    'Duplicate request. Please try again later.',
  ),
  [-2001]: t(
    'DECODE_FAILED',
    'Không giải mã được dữ liệu.',
    'Cannot decode id. Please check your params.',
  ),
  [-2002]: t('USER_DENIED', 'Bạn đã từ chối cấp quyền.', 'User denied.'),
  [-2003]: t('USER_CANCEL', 'Bạn đã huỷ thao tác.', 'User cancelled.'),
  [-2004]: t('MEDIA_PICKER_FAIL', 'Không chọn được ảnh hoặc video.', 'Unable to pick media.'),
  [-2005]: t('SAVE_IMAGE_FAIL', 'Không lưu được ảnh.', 'Unable to save image.'),
  [-2006]: t('SAVE_VIDEO_FAIL', 'Không lưu được video.', 'Unable to save video.'),
  [-2007]: t('SAVE_FILE_FAIL', 'Không lưu được tệp.', 'Unable to save file.'),
  [-600]: t(
    'DEVICE_NOT_SUPPORT',
    'Thiết bị không hỗ trợ NFC.',
    'This device does not support NFC.',
  ),
  [-601]: t(
    'SCAN_TIMEOUT',
    'Quét NFC quá thời gian. Vui lòng thử lại.',
    'NFC scan timeout. Please try again.',
  ),
  [-602]: t(
    'SERVICE_NOT_READY',
    'NFC chưa sẵn sàng. Vui lòng bật NFC trong cài đặt.',
    'NFC service is not ready. Check your settings.',
  ),
  [-603]: t('UNREADABLE', 'Không đọc được thẻ NFC.', 'NFC tag is unreadable.'),
  [-604]: t('INVALID_MRZ', 'Dữ liệu MRZ không hợp lệ.', 'Invalid MRZ data.'),
  [-605]: t('PROCESSING', 'Đang xử lý thẻ NFC, vui lòng chờ.', 'Processing NFC tag. Please wait.'),
  [-606]: t('CANCEL', 'Bạn đã huỷ quét NFC.', 'User cancelled the NFC scan.'),
  [-3000]: t(
    'MPDS_ACTION_INVALID',
    'Thao tác không khớp với khai báo của ứng dụng.',
    'Action does not match the declared API actions.',
  ),
  [-3005]: t(
    'MPDS_SOURCE_INVALID',
    'Yêu cầu không được gọi từ Mini App.',
    'This API was not called from a Mini App.',
  ),
  [-3006]: t(
    'MPDS_APPID_INVALID',
    'Mã ứng dụng không khớp với ứng dụng đang mở.',
    'App id does not match the opened app.',
  ),
  [-12101]: t('IAP_INVALID_PARAMS', 'Tham số thanh toán không hợp lệ.', 'Invalid params'),
  [-12102]: t('IAP_SESSION_EXPIRE', 'Phiên thanh toán đã hết hạn.', 'Session expire'),
  [-12103]: t('IAP_NOT_PERMISSION', 'Không có quyền thanh toán.', 'Not permission'),
  [-12104]: t('IAP_NOT_AUTHORIZE', 'Chưa được xác thực để thanh toán.', 'Not Authorize'),
  [-12105]: t('IAP_UNKNOWN_EXCEPTION', 'Lỗi thanh toán không xác định.', 'Unknown exception'),
  [-12106]: t('IAP_CANNOT_CREATE_ORDER', 'Không tạo được đơn hàng.', 'Cannot create order'),
  [-12107]: t('IAP_TRANSACTION_NOT_FOUND', 'Không tìm thấy giao dịch.', 'Transaction not found'),
  [-12108]: t('IAP_CANNOT_UPDATE_ORDER', 'Không cập nhật được đơn hàng.', 'Cannot update order'),
  [-12109]: t('IAP_CANNOT_DECODE_PARAM', 'Không giải mã được tham số.', 'Cannot decode param'),
  [-12110]: t(
    'IAP_VERSION_NOT_SUPPORT',
    'Phiên bản không hỗ trợ thanh toán.',
    'Version not support',
  ),
  [-12111]: t('IAP_RECEIPT_EXPIRE', 'Biên nhận đã hết hạn.', 'Receipt expire'),
  [-12112]: t('IAP_PRODUCT_NOT_FOUND', 'Không tìm thấy sản phẩm.', 'Product not found'),
  [-12113]: t(
    'IAP_SUBSCRIPTION_OTHER_GW',
    'Gói đã đăng ký qua cổng thanh toán khác.',
    'Subscription other GW',
  ),
  [-12114]: t(
    'IAP_ALREADY_SUBSCRIBED',
    'Sản phẩm đã được đăng ký.',
    'Product already subscription',
  ),
  [-12115]: t('IAP_NOT_EXIST', 'Không tồn tại.', 'Not exist'),
  [-12116]: t('IAP_ALREADY_EXIST', 'Đã tồn tại.', 'Already exist'),
  [-12117]: t('IAP_NOT_ALLOW', 'Không được phép.', 'Not allow'),
  [-12118]: t('IAP_NOT_PERMIT', 'Không được cho phép thực hiện.', 'Not permit'),
  [-12119]: t('IAP_INTERNAL_ERROR', 'Lỗi hệ thống thanh toán.', 'Internal error'),
};

/** Text for a host code; codes the catalogue does not know (native codes pass through) fall back. */
export function describeHostError(code: number): HostErrorText {
  return (
    HOST_ERROR_CATALOGUE[code] ??
    t('UNLISTED', `Đã có lỗi xảy ra (mã ${code}).`, `An error has occurred (code ${code}).`)
  );
}
