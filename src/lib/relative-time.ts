// '5 phút trước', 'khoảng 2 giờ trước': how long ago, in Vietnamese (spec §2), worded the same on
// every screen (the bell, home, station cards). A time slightly ahead of this device's clock
// reads as just now rather than '... nữa'.
import { formatDistance } from 'date-fns';
import { vi } from 'date-fns/locale';

export function relativeTimeVi(time: string | Date, now: Date | number = Date.now()): string {
  const at = new Date(time).getTime();
  const current = new Date(now).getTime();
  return formatDistance(Math.min(at, current), current, { addSuffix: true, locale: vi });
}
