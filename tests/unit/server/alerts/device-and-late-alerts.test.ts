import { describe, expect, it } from 'vitest';
import {
  decideAlert,
  deviceSubject,
  type AlertKind,
  type LedgerEntry,
} from '../../../../server/alerts/alert-decision';
import { alertText } from '../../../../server/alerts/alert-messages';
import { alertCandidates } from '../../../../server/alerts/alert-reconcile';
import { lateBreaches } from '../../../../server/alerts/late-exceedances';
import type { StationSnapshot } from '../../../../server/alerts/station-snapshot';

// Analyser alerts (status 01/02 and back to 00) and late exceedances (issue 14), on a fake clock:
// every decision gets its "now" from the test.

const COOLDOWN = 30 * 60_000;
const t0 = new Date('2026-11-23T07:35:00Z'); // 14:35 in Vietnam
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const sent = (subject: string, kind: AlertKind, at: Date): LedgerEntry => ({
  subject,
  kind,
  lastSentAt: at,
  pendingSince: null,
});
const station = { id: 7, code: 'PL-NT01', name: 'Trạm nước thải số 1', customerId: 1 };
const COD = deviceSubject('COD');

function snapshot(latest: { value: number; status: string; time: Date }): StationSnapshot {
  return {
    station,
    nearRatio: 0.9,
    signalLossMinutes: 30,
    storedStatus: null,
    storedLatestTime: latest.time,
    parameters: [
      {
        code: 'COD',
        name: 'Nhu cầu oxy hóa học',
        unit: 'mg/L',
        limitMin: null,
        limitMax: 135,
        latestValue: latest.value,
        latestDeviceStatus: latest.status,
        latestTime: latest.time,
      },
    ],
  };
}

describe('decideAlert for an analyser', () => {
  it('announces a fault or a calibration first seen, and no return to 00 without one', () => {
    expect(decideAlert([], COD, 'device_fault', t0, COOLDOWN)).toBe('announce');
    expect(decideAlert([], COD, 'device_calibrating', t0, COOLDOWN)).toBe('announce');
    expect(decideAlert([], COD, 'device_restored', t0, COOLDOWN)).toBe('nothing');
  });

  it('says nothing while the fault lasts, announces a calibration after it and the return', () => {
    const ledger = [sent(COD, 'device_fault', t0)];
    expect(decideAlert(ledger, COD, 'device_fault', minutes(90), COOLDOWN)).toBe('nothing');
    expect(decideAlert(ledger, COD, 'device_calibrating', minutes(1), COOLDOWN)).toBe('announce');
    expect(decideAlert(ledger, COD, 'device_restored', minutes(1), COOLDOWN)).toBe('announce');
  });

  it('holds back a fault coming back within the cool-down, and sends it after', () => {
    const ledger = [sent(COD, 'device_fault', t0), sent(COD, 'device_restored', minutes(5))];
    expect(decideAlert(ledger, COD, 'device_fault', minutes(29), COOLDOWN)).toBe('defer');
    expect(decideAlert(ledger, COD, 'device_fault', minutes(30), COOLDOWN)).toBe('announce');
  });

  it("keeps the analyser apart from the parameter's value", () => {
    const ledger = [sent('COD', 'exceed_threshold', t0)];
    expect(decideAlert(ledger, COD, 'device_fault', minutes(1), COOLDOWN)).toBe('announce');
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(1), COOLDOWN)).toBe('nothing');
  });
});

describe('alertCandidates', () => {
  const deviceCandidate = (status: string) =>
    alertCandidates(snapshot({ value: 50, status, time: t0 }), minutes(1)).find(
      (c) => c.subject === COD,
    )?.fact.kind;

  it("turns the latest record's status into the analyser's alert", () => {
    expect(deviceCandidate('02')).toBe('device_fault');
    expect(deviceCandidate('01')).toBe('device_calibrating');
    expect(deviceCandidate('00')).toBe('device_restored');
  });
});

describe('analyser and late alert wording', () => {
  const analyser = { code: 'COD', name: 'Nhu cầu oxy hóa học', unit: 'mg/L', value: 50, time: t0 };

  it('says the data is not valid during a fault or a calibration', () => {
    expect(alertText({ kind: 'device_fault', station, analyser })).toEqual({
      type: 'device_fault',
      title: 'Thiết bị đo Nhu cầu oxy hóa học báo lỗi - Trạm nước thải số 1',
      content:
        'Thiết bị đo Nhu cầu oxy hóa học tại Trạm nước thải số 1 báo lỗi (trạng thái 02) ' +
        'lúc 23/11/2026 14:35 (giờ Việt Nam); số liệu từ thời điểm này không hợp lệ.',
    });
    expect(alertText({ kind: 'device_calibrating', station, analyser }).content).toContain(
      'chuyển sang hiệu chuẩn (trạng thái 01) lúc 23/11/2026 14:35',
    );
    expect(alertText({ kind: 'device_restored', station, analyser }).content).toContain(
      'đo bình thường trở lại (trạng thái 00), đo được 50 mg/L',
    );
  });

  it('says when a late exceedance ended', () => {
    const parameter = { ...analyser, value: 160, limit: { kind: 'max' as const, max: 135 } };
    const text = alertText({ kind: 'exceed_threshold', station, parameter, endedAt: minutes(5) });
    expect(text.content).toContain('vượt giới hạn cho phép 135 mg/L.');
    expect(text.content).toContain('đã kết thúc lúc 23/11/2026 14:40 (giờ Việt Nam)');
  });
});

describe('lateBreaches', () => {
  const after = snapshot({ value: 50, status: '00', time: minutes(10) });
  const value = (at: Date, v: number, statusCode = '00') => ({
    parameter: 'COD',
    time: at,
    value: v,
    statusCode,
  });

  it('keeps the earliest valid value over the limit older than the newest', () => {
    const found = lateBreaches(after, [
      value(minutes(3), 170),
      value(minutes(2), 160),
      value(minutes(1), 100),
      value(minutes(4), 200, '02'),
    ]);
    expect(found.get('COD')).toEqual(value(minutes(2), 160));
  });

  it('leaves the newest value to the usual evaluation', () => {
    expect(lateBreaches(after, [value(minutes(10), 170)]).size).toBe(0);
  });
});
