import { parameterName } from '../../shared/parameter-name.js';
import { limitBreach, type ParameterLimit } from '../domain/parameter-limit.js';
import { formatVietnamTime } from '../domain/vietnam-time.js';
import type { AlertKind } from './alert-decision.js';
import type { StationRef } from './status-events.js';

// The Vietnamese wording of an alert (pure): the notification's title and content, and the
// e-mail that carries it with links back to the station and to the profile switch. A parameter
// reads as its display name, as on every screen and export (src/lib/parameter-name).

export interface ParameterFact {
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly limit: ParameterLimit;
  /** Measurement time of the value. */
  readonly time: Date;
}

/** A parameter's analyser as its latest record shows it (value and time of that record). */
export type AnalyserFact = Omit<ParameterFact, 'limit'>;

export type AlertFact =
  | {
      readonly kind: 'device_calibrating' | 'device_fault' | 'device_restored';
      readonly station: StationRef;
      readonly analyser: AnalyserFact;
    }
  | {
      readonly kind: 'exceed_threshold' | 'within_threshold';
      readonly station: StationRef;
      readonly parameter: ParameterFact;
      /** Set for an exceedance received late, after it had already ended. */
      readonly endedAt?: Date;
    }
  | {
      readonly kind: 'signal_lost';
      readonly station: StationRef;
      /** Measurement time of the station's newest record. */
      readonly lastDataTime: Date;
      readonly windowMinutes: number;
    }
  | {
      readonly kind: 'signal_restored';
      readonly station: StationRef;
      readonly dataTime: Date;
    };

export interface AlertText {
  readonly type: AlertKind;
  readonly title: string;
  readonly content: string;
}

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

export const formatAlertNumber = (value: number): string => numberFormat.format(value);

const withUnit = (value: number, unit: string) =>
  unit ? `${formatAlertNumber(value)} ${unit}` : formatAlertNumber(value);

const at = (time: Date) => `lúc ${formatVietnamTime(time)} (giờ Việt Nam)`;

function permittedRange({ limit, unit }: ParameterFact): string {
  if (limit.kind === 'max') return `tối đa ${withUnit(limit.max, unit)}`;
  if (limit.max === Infinity) return `tối thiểu ${withUnit(limit.min, unit)}`;
  return `từ ${formatAlertNumber(limit.min)} đến ${withUnit(limit.max, unit)}`;
}

function breachText(parameter: ParameterFact): string {
  const breach = limitBreach(parameter.value, parameter.limit);
  if (breach?.bound === 'min')
    return `thấp hơn giới hạn tối thiểu ${withUnit(breach.limitValue, parameter.unit)}`;
  return `vượt giới hạn cho phép ${withUnit(parameter.limit.max, parameter.unit)}`;
}

export function alertText(fact: AlertFact): AlertText {
  const station = fact.station.name;
  switch (fact.kind) {
    case 'exceed_threshold': {
      const p = fact.parameter;
      return {
        type: fact.kind,
        title: `Vượt ngưỡng ${parameterName(p)} - ${station}`,
        content:
          `${parameterName(p)} tại ${station} đo được ${withUnit(p.value, p.unit)} ${at(p.time)}, ` +
          `${breachText(p)}.` +
          (fact.endedAt
            ? ` Số liệu nhận muộn: đợt vượt ngưỡng này đã kết thúc ${at(fact.endedAt)}.`
            : ''),
      };
    }
    case 'within_threshold': {
      const p = fact.parameter;
      return {
        type: fact.kind,
        title: `${parameterName(p)} trở lại trong ngưỡng - ${station}`,
        content:
          `${parameterName(p)} tại ${station} đo được ${withUnit(p.value, p.unit)} ${at(p.time)}, ` +
          `trong giới hạn cho phép (${permittedRange(p)}).`,
      };
    }
    case 'device_calibrating': {
      const a = fact.analyser;
      return {
        type: fact.kind,
        title: `Thiết bị đo ${parameterName(a)} đang hiệu chuẩn - ${station}`,
        content:
          `Thiết bị đo ${parameterName(a)} tại ${station} chuyển sang hiệu chuẩn (trạng thái 01) ` +
          `${at(a.time)}; số liệu trong thời gian hiệu chuẩn không hợp lệ.`,
      };
    }
    case 'device_fault': {
      const a = fact.analyser;
      return {
        type: fact.kind,
        title: `Thiết bị đo ${parameterName(a)} báo lỗi - ${station}`,
        content:
          `Thiết bị đo ${parameterName(a)} tại ${station} báo lỗi (trạng thái 02) ${at(a.time)}; ` +
          `số liệu từ thời điểm này không hợp lệ.`,
      };
    }
    case 'device_restored': {
      const a = fact.analyser;
      return {
        type: fact.kind,
        title: `Thiết bị đo ${parameterName(a)} đo bình thường trở lại - ${station}`,
        content:
          `Thiết bị đo ${parameterName(a)} tại ${station} đo bình thường trở lại (trạng thái 00), ` +
          `đo được ${withUnit(a.value, a.unit)} ${at(a.time)}.`,
      };
    }
    case 'signal_lost':
      return {
        type: fact.kind,
        title: `Mất tín hiệu - ${station}`,
        content:
          `Không nhận được dữ liệu mới từ ${station} trong hơn ${fact.windowMinutes} phút. ` +
          `Dữ liệu cuối cùng ${at(fact.lastDataTime)}.`,
      };
    case 'signal_restored':
      return {
        type: fact.kind,
        title: `Có tín hiệu trở lại - ${station}`,
        content: `${station} đã gửi dữ liệu trở lại, bản ghi mới nhất ${at(fact.dataTime)}.`,
      };
  }
}

export interface AlertMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an alert is about: its station, and the incident it opened, updated or ended, if any. */
export interface AlertSubject {
  readonly stationId: number;
  readonly incidentId?: number | null;
}

/**
 * Links: the incident when the alert has one (where it is acknowledged), else the station; and
 * the profile page whose switch turns these mails off.
 */
export function alertMail(
  text: AlertText,
  subject: AlertSubject,
  appUrl: string,
  productName = 'GreenWatch',
): AlertMail {
  const base = appUrl.replace(/\/+$/, '');
  const incident = subject.incidentId ?? null;
  const link =
    incident === null
      ? { label: 'Xem trạm', url: `${base}/online-monitoring?station=${subject.stationId}` }
      : { label: 'Xem sự cố', url: incidentLink(base, incident) };
  const profileLink = `${base}/profile`;
  const stop =
    'Bạn nhận email này vì đã bật nhận cảnh báo qua email. ' +
    'Để tắt, mở Thông tin tài khoản và tắt mục nhận cảnh báo qua email';
  return {
    subject: `${text.title} | ${productName}`,
    text: `${text.content}\n\n${link.label}: ${link.url}\n\n` + `${stop}: ${profileLink}\n`,
    html:
      `<p>${escapeHtml(text.content)}</p>` +
      `<p><a href="${escapeHtml(link.url)}">${link.label} trên ${escapeHtml(productName)}</a></p>` +
      `<p style="color:#667085;font-size:13px">${escapeHtml(stop)}: ` +
      `<a href="${escapeHtml(profileLink)}">${escapeHtml(profileLink)}</a></p>`,
  };
}

/**
 * An incident's page (server/incidents): `<appUrl>/incidents/<id>` in the web app, or under the
 * mini app's base `/zapps/<zaloAppId>/` for a message opened inside Zalo.
 */
export function incidentLink(appUrl: string, incidentId: number, zaloAppId?: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const app = zaloAppId === undefined ? '' : `/zapps/${encodeURIComponent(zaloAppId)}`;
  return `${base}${app}/incidents/${incidentId}`;
}
