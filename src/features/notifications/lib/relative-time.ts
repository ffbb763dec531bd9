// '5 phút trước', 'khoảng 2 giờ trước': how long ago, in Vietnamese (spec §2). A time slightly
// ahead of this device's clock reads as just now rather than '... nữa'.
import { formatDistance } from 'date-fns';
import { vi } from 'date-fns/locale';

export function relativeTimeVi(time: string | Date, now: Date = new Date()): string {
  const at = new Date(time);
  const past = at.getTime() > now.getTime() ? now : at;
  return formatDistance(past, now, { addSuffix: true, locale: vi });
}
