import { parameterName } from '../../shared/parameter-name.js';
import { escapeHtml, formatAlertNumber } from '../alerts/alert-messages.js';
import { formatVietnamTime } from '../domain/vietnam-time.js';
import type { IncidentMessage } from './incident-channel.js';
import type { IncidentKind } from './incident-machine.js';

// The Vietnamese wording of an escalation (pure): what the bell shows and the e-mail says.

export interface IncidentFacts {
  readonly id: number;
  readonly customerId: number;
  readonly stationId: number;
  readonly stationName: string;
  readonly kind: IncidentKind;
  /** The parameter of an exceedance or a fault (code, name, unit); none for a signal loss. */
  readonly parameter: {
    readonly code: string;
    readonly name: string;
    readonly unit: string;
  } | null;
  readonly startedAt: Date;
  readonly peakValue: number | null;
}

function what(facts: IncidentFacts): string {
  const p = facts.parameter;
  if (facts.kind === 'signal_lost') return 'Mất tín hiệu';
  if (facts.kind === 'device_fault') return `Thiết bị đo ${p ? parameterName(p) : ''} báo lỗi`;
  return `Vượt ngưỡng ${p ? parameterName(p) : ''}`;
}

export function escalationMessage(
  facts: IncidentFacts,
  level: number,
  link: string,
): IncidentMessage {
  const since = `từ ${formatVietnamTime(facts.startedAt)} (giờ Việt Nam)`;
  const peak =
    facts.kind === 'exceedance' && facts.peakValue !== null
      ? `, giá trị cao nhất ${formatAlertNumber(facts.peakValue)}${facts.parameter?.unit ? ` ${facts.parameter.unit}` : ''}`
      : '';
  return {
    incidentId: facts.id,
    customerId: facts.customerId,
    stationId: facts.stationId,
    level,
    title: `Sự cố chưa được xác nhận (cấp ${level}): ${what(facts)} - ${facts.stationName}`,
    content:
      `${what(facts)} tại ${facts.stationName} ${since}${peak}. ` +
      'Chưa có ai xác nhận đã xử lý; mở sự cố để xác nhận.',
    link,
  };
}

export function incidentMail(message: IncidentMessage, productName = 'GreenWatch') {
  return {
    subject: `${message.title} | ${productName}`,
    text: `${message.content}\n\nXem và xác nhận sự cố: ${message.link}\n`,
    html:
      `<p>${escapeHtml(message.content)}</p>` +
      `<p><a href="${escapeHtml(message.link)}">Xem và xác nhận sự cố</a></p>`,
  };
}
