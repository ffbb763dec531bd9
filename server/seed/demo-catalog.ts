// The demo world: customer groups, customers and their stations in real Vietnamese industrial
// parks (coordinates of the parks), in the provinces as they are since 1 July 2025 (Mỹ Phước,
// formerly in Bình Dương, is now in TP. Hồ Chí Minh). Company names are invented.

export interface DemoStation {
  code: string;
  name: string;
  kind: 'water' | 'air';
  lat: number;
  lng: number;
  address: string;
  province: string;
  publicSharing?: boolean;
  /** Demo situations the simulator keeps up. */
  scenario?: 'signal_lost' | 'exceeding' | 'near';
}

export interface DemoCustomer {
  key: string;
  name: string;
  treeId: string;
  group: string | null;
  publicSharing?: boolean;
  stations: DemoStation[];
}

export const DEMO_GROUPS = ['Khu vực phía Nam', 'Khu vực phía Bắc'];

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: 'phuoclong-textile',
    name: 'Công ty TNHH Dệt nhuộm Phước Long',
    treeId: '1.1',
    group: 'Khu vực phía Nam',
    publicSharing: true,
    stations: [
      {
        code: 'PL-NT01',
        name: 'Trạm nước thải số 1',
        kind: 'water',
        lat: 10.7353,
        lng: 106.9156,
        address: 'KCN Nhơn Trạch 3',
        province: 'Đồng Nai',
        publicSharing: true,
      },
      {
        code: 'PL-NT02',
        name: 'Trạm nước thải số 2',
        kind: 'water',
        lat: 10.7371,
        lng: 106.9188,
        address: 'KCN Nhơn Trạch 3',
        province: 'Đồng Nai',
        scenario: 'exceeding',
      },
      {
        code: 'PL-NT03',
        name: 'Trạm nước thải sau xử lý',
        kind: 'water',
        lat: 10.7339,
        lng: 106.9131,
        address: 'KCN Nhơn Trạch 3',
        province: 'Đồng Nai',
        scenario: 'near',
      },
      {
        code: 'PL-KT01',
        name: 'Ống khói lò hơi',
        kind: 'air',
        lat: 10.7362,
        lng: 106.917,
        address: 'KCN Nhơn Trạch 3',
        province: 'Đồng Nai',
      },
    ],
  },
  {
    key: 'saigonxanh-paper',
    name: 'Công ty CP Giấy Sài Gòn Xanh',
    treeId: '1.2',
    group: 'Khu vực phía Nam',
    stations: [
      {
        code: 'SGX-NT01',
        name: 'Trạm nước thải tổng',
        kind: 'water',
        lat: 11.0486,
        lng: 106.6069,
        address: 'KCN Mỹ Phước 3',
        province: 'TP. Hồ Chí Minh',
      },
      {
        code: 'SGX-NT02',
        name: 'Trạm nước thải xeo giấy',
        kind: 'water',
        lat: 11.0502,
        lng: 106.6091,
        address: 'KCN Mỹ Phước 3',
        province: 'TP. Hồ Chí Minh',
        scenario: 'signal_lost',
      },
      {
        code: 'SGX-KT01',
        name: 'Ống khói lò hơi than',
        kind: 'air',
        lat: 11.0494,
        lng: 106.6077,
        address: 'KCN Mỹ Phước 3',
        province: 'TP. Hồ Chí Minh',
      },
      {
        code: 'SGX-KT02',
        name: 'Ống khói lò đốt bùn',
        kind: 'air',
        lat: 11.0479,
        lng: 106.6058,
        address: 'KCN Mỹ Phước 3',
        province: 'TP. Hồ Chí Minh',
        scenario: 'near',
      },
    ],
  },
  {
    key: 'dongbac-power',
    name: 'Công ty TNHH Nhiệt điện Đông Bắc',
    treeId: '2.1',
    group: 'Khu vực phía Bắc',
    stations: [
      {
        code: 'DB-KT01',
        name: 'Ống khói tổ máy 1',
        kind: 'air',
        lat: 20.965,
        lng: 107.039,
        address: 'KCN Cái Lân',
        province: 'Quảng Ninh',
        scenario: 'exceeding',
      },
      {
        code: 'DB-KT02',
        name: 'Ống khói tổ máy 2',
        kind: 'air',
        lat: 20.9661,
        lng: 107.0412,
        address: 'KCN Cái Lân',
        province: 'Quảng Ninh',
      },
      {
        code: 'DB-KT03',
        name: 'Ống khói lò hơi phụ trợ',
        kind: 'air',
        lat: 20.9642,
        lng: 107.0371,
        address: 'KCN Cái Lân',
        province: 'Quảng Ninh',
      },
      {
        code: 'DB-NT01',
        name: 'Trạm nước thải làm mát',
        kind: 'water',
        lat: 20.9635,
        lng: 107.0402,
        address: 'KCN Cái Lân',
        province: 'Quảng Ninh',
      },
    ],
  },
  {
    key: 'hongha-food',
    name: 'Công ty CP Thực phẩm Hồng Hà',
    treeId: '2.2',
    group: 'Khu vực phía Bắc',
    stations: [
      {
        code: 'HH-NT01',
        name: 'Trạm nước thải chế biến',
        kind: 'water',
        lat: 21.156,
        lng: 106.142,
        address: 'KCN Quế Võ',
        province: 'Bắc Ninh',
      },
      {
        code: 'HH-NT02',
        name: 'Trạm nước thải giết mổ',
        kind: 'water',
        lat: 21.1577,
        lng: 106.1446,
        address: 'KCN Quế Võ',
        province: 'Bắc Ninh',
        scenario: 'exceeding',
      },
      {
        code: 'HH-NT03',
        name: 'Trạm nước thải sau hồ sinh học',
        kind: 'water',
        lat: 21.1549,
        lng: 106.1403,
        address: 'KCN Quế Võ',
        province: 'Bắc Ninh',
      },
      {
        code: 'HH-KT01',
        name: 'Ống khói lò hơi biomass',
        kind: 'air',
        lat: 21.1566,
        lng: 106.1431,
        address: 'KCN Quế Võ',
        province: 'Bắc Ninh',
      },
    ],
  },
  {
    key: 'mientrung-cement',
    name: 'Công ty TNHH Xi măng Miền Trung',
    treeId: '3.1',
    group: null,
    stations: [
      {
        code: 'MT-KT01',
        name: 'Ống khói lò nung clinker',
        kind: 'air',
        lat: 16.07,
        lng: 108.15,
        address: 'KCN Hòa Khánh',
        province: 'Đà Nẵng',
        scenario: 'near',
      },
      {
        code: 'MT-KT02',
        name: 'Ống khói máy nghiền',
        kind: 'air',
        lat: 16.0712,
        lng: 108.1522,
        address: 'KCN Hòa Khánh',
        province: 'Đà Nẵng',
      },
      {
        code: 'MT-NT01',
        name: 'Trạm nước thải sinh hoạt',
        kind: 'water',
        lat: 16.0691,
        lng: 108.1487,
        address: 'KCN Hòa Khánh',
        province: 'Đà Nẵng',
        scenario: 'signal_lost',
      },
    ],
  },
];

export const ALL_ROUTE_KEYS = [
  'home',
  'online-monitoring',
  'station-status',
  'maps',
  'camera-monitoring',
  'data-lookup',
  'average-data',
  'exceed-data',
  'station-signal-lost',
  'water-fee-report',
  'air-fee-report',
  'incidents',
  'notifications',
  'profile',
];

export const DEMO_PASSWORD = 'GreenWatch@2026';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'user';
  customerKey: string | null;
  canAccess: string[];
  fullName: string;
  phone: string;
  /**
   * The account's verified auth phone (auth.users.phone with phone_confirmed_at, E.164 digits
   * without '+' as GoTrue keeps it, vouched for in app_metadata.verified_phone), apart from the
   * profile's `phone` above: a first-time Zalo user sharing this number is matched to the
   * account (POST /api/zalo/phone-sign-in).
   */
  verifiedPhone?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@greenwatch.demo',
    role: 'admin',
    customerKey: 'phuoclong-textile',
    canAccess: ALL_ROUTE_KEYS,
    fullName: 'Quản trị GreenWatch',
    phone: '+84901000001',
  },
  {
    email: 'user@greenwatch.demo',
    role: 'user',
    customerKey: 'phuoclong-textile',
    canAccess: ALL_ROUTE_KEYS.filter((k) => k !== 'water-fee-report' && k !== 'air-fee-report'),
    fullName: 'Nguyễn Văn An',
    phone: '+84901000002',
    verifiedPhone: '84901234567',
  },
  {
    email: 'user2@greenwatch.demo',
    role: 'user',
    customerKey: 'dongbac-power',
    canAccess: ALL_ROUTE_KEYS,
    fullName: 'Trần Thị Bình',
    phone: '+84901000003',
  },
];
