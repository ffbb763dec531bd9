// Việt Nam's 34 provincial units since 1 July 2025 (Nghị quyết 202/2025/QH15 on reorganising
// the provincial administrative units): 11 kept as they were and 23 formed by merging whole
// former provinces, so each new outline is the union of former ones. Names are the official
// short names; each unit lists the 63 former provinces it was formed from.

export interface Province2025 {
  name: string;
  formedFrom: readonly string[];
}

export const PROVINCES_2025: readonly Province2025[] = [
  { name: 'Hà Nội', formedFrom: ['Hà Nội'] },
  { name: 'Huế', formedFrom: ['Thừa Thiên Huế'] },
  { name: 'Lai Châu', formedFrom: ['Lai Châu'] },
  { name: 'Điện Biên', formedFrom: ['Điện Biên'] },
  { name: 'Sơn La', formedFrom: ['Sơn La'] },
  { name: 'Lạng Sơn', formedFrom: ['Lạng Sơn'] },
  { name: 'Quảng Ninh', formedFrom: ['Quảng Ninh'] },
  { name: 'Thanh Hóa', formedFrom: ['Thanh Hóa'] },
  { name: 'Nghệ An', formedFrom: ['Nghệ An'] },
  { name: 'Hà Tĩnh', formedFrom: ['Hà Tĩnh'] },
  { name: 'Cao Bằng', formedFrom: ['Cao Bằng'] },
  { name: 'Tuyên Quang', formedFrom: ['Tuyên Quang', 'Hà Giang'] },
  { name: 'Lào Cai', formedFrom: ['Lào Cai', 'Yên Bái'] },
  { name: 'Thái Nguyên', formedFrom: ['Thái Nguyên', 'Bắc Kạn'] },
  { name: 'Phú Thọ', formedFrom: ['Phú Thọ', 'Vĩnh Phúc', 'Hòa Bình'] },
  { name: 'Bắc Ninh', formedFrom: ['Bắc Ninh', 'Bắc Giang'] },
  { name: 'Hưng Yên', formedFrom: ['Hưng Yên', 'Thái Bình'] },
  { name: 'Hải Phòng', formedFrom: ['Hải Phòng', 'Hải Dương'] },
  { name: 'Ninh Bình', formedFrom: ['Ninh Bình', 'Hà Nam', 'Nam Định'] },
  { name: 'Quảng Trị', formedFrom: ['Quảng Trị', 'Quảng Bình'] },
  { name: 'Đà Nẵng', formedFrom: ['Đà Nẵng', 'Quảng Nam'] },
  { name: 'Quảng Ngãi', formedFrom: ['Quảng Ngãi', 'Kon Tum'] },
  { name: 'Gia Lai', formedFrom: ['Gia Lai', 'Bình Định'] },
  { name: 'Khánh Hòa', formedFrom: ['Khánh Hòa', 'Ninh Thuận'] },
  { name: 'Lâm Đồng', formedFrom: ['Lâm Đồng', 'Đắk Nông', 'Bình Thuận'] },
  { name: 'Đắk Lắk', formedFrom: ['Đắk Lắk', 'Phú Yên'] },
  { name: 'Hồ Chí Minh', formedFrom: ['Hồ Chí Minh', 'Bình Dương', 'Bà Rịa - Vũng Tàu'] },
  { name: 'Đồng Nai', formedFrom: ['Đồng Nai', 'Bình Phước'] },
  { name: 'Tây Ninh', formedFrom: ['Tây Ninh', 'Long An'] },
  { name: 'Cần Thơ', formedFrom: ['Cần Thơ', 'Sóc Trăng', 'Hậu Giang'] },
  { name: 'Vĩnh Long', formedFrom: ['Vĩnh Long', 'Bến Tre', 'Trà Vinh'] },
  { name: 'Đồng Tháp', formedFrom: ['Đồng Tháp', 'Tiền Giang'] },
  { name: 'Cà Mau', formedFrom: ['Cà Mau', 'Bạc Liêu'] },
  { name: 'An Giang', formedFrom: ['An Giang', 'Kiên Giang'] },
];
