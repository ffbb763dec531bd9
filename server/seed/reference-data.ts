// Enumerations, plans and remote config defaults (spec §3, §9).

export const DEMO_ENUMS: { type: string; value: string; label: string }[] = [
  { type: 'user_role', value: 'admin', label: 'Quản trị viên' },
  { type: 'user_role', value: 'manager', label: 'Quản lý' },
  { type: 'user_role', value: 'user', label: 'Người dùng' },
  { type: 'station_status', value: 'exceed_threshold', label: 'Vượt ngưỡng' },
  { type: 'station_status', value: 'near_threshold', label: 'Chuẩn bị vượt' },
  { type: 'station_status', value: 'within_threshold', label: 'Trong ngưỡng' },
  { type: 'station_status', value: 'signal_lost', label: 'Mất tín hiệu' },
  { type: 'device_status', value: '00', label: 'Đang đo' },
  { type: 'device_status', value: '01', label: 'Hiệu chuẩn' },
  { type: 'device_status', value: '02', label: 'Lỗi thiết bị' },
  { type: 'station_kind', value: 'water', label: 'Nước thải' },
  { type: 'station_kind', value: 'air', label: 'Khí thải' },
  { type: 'notification_type', value: 'exceed_threshold', label: 'Vượt ngưỡng' },
  { type: 'notification_type', value: 'signal_lost', label: 'Mất tín hiệu' },
  { type: 'notification_type', value: 'subscription', label: 'Gói dịch vụ' },
  { type: 'notification_type', value: 'info', label: 'Thông báo' },
  { type: 'subscription_status', value: 'active', label: 'Đang hoạt động' },
  { type: 'subscription_status', value: 'expired', label: 'Hết hạn' },
  { type: 'subscription_status', value: 'cancelled', label: 'Đã hủy' },
];

export const DEMO_PLANS = [
  {
    name: 'Gói Năm đầu',
    price: 6_000_000,
    duration: 12,
    description: 'Ưu đãi năm đầu: giám sát trực tuyến, cảnh báo vượt ngưỡng, báo cáo cơ bản.',
    is_first_year: true,
  },
  {
    name: 'Gói Cơ bản',
    price: 12_000_000,
    duration: 12,
    description: 'Giám sát trực tuyến, bản đồ, tra cứu dữ liệu và báo cáo vượt ngưỡng.',
    is_first_year: false,
  },
  {
    name: 'Gói Nâng cao',
    price: 24_000_000,
    duration: 12,
    description:
      'Toàn bộ tính năng, gồm camera, báo cáo phí bảo vệ môi trường nước thải và khí thải.',
    is_first_year: false,
  },
];

/** remote_config defaults of spec §9. */
export const REMOTE_CONFIG_DEFAULTS = [
  { key: 'enable_zalo_login', value: 'true', type: 'boolean' },
  { key: 'enable_google_login', value: 'true', type: 'boolean' },
  { key: 'enable_facebook_login', value: 'true', type: 'boolean' },
  { key: 'enable_welcome_page', value: 'true', type: 'boolean' },
  { key: 'enable_forgot_password', value: 'true', type: 'boolean' },
  { key: 'maps_api_key', value: '{key}', type: 'string' },
  // The map's online tiles (src/features/maps/tile-source.ts): a Leaflet URL template, {apiKey}
  // standing for maps_api_key, and the provider's credit as plain text.
  { key: 'maps_tile_url', value: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', type: 'string' },
  { key: 'maps_tile_attribution', value: '', type: 'string' },
  // The company's Zalo Official Account id ('Theo dõi OA', 'Chat với hỗ trợ'); empty: hidden.
  { key: 'zalo_oa_id', value: '', type: 'string' },
];
