import { describe, expect, it } from 'vitest';
import {
  announcedKind,
  decideAlert,
  SIGNAL_SUBJECT,
  type AlertKind,
  type LedgerEntry,
} from '../../../../server/alerts/alert-decision';

const COOLDOWN = 30 * 60_000;
const t0 = new Date('2026-11-23T08:00:00Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const sent = (subject: string, kind: AlertKind, at: Date): LedgerEntry => ({
  subject,
  kind,
  lastSentAt: at,
  pendingSince: null,
});

describe('decideAlert', () => {
  it('announces the first exceedance and the first signal loss of a subject', () => {
    expect(decideAlert([], 'COD', 'exceed_threshold', t0, COOLDOWN)).toBe('announce');
    expect(decideAlert([], SIGNAL_SUBJECT, 'signal_lost', t0, COOLDOWN)).toBe('announce');
  });

  it('says nothing about a recovery from something never announced', () => {
    expect(decideAlert([], 'COD', 'within_threshold', t0, COOLDOWN)).toBe('nothing');
    expect(decideAlert([], SIGNAL_SUBJECT, 'signal_restored', t0, COOLDOWN)).toBe('nothing');
  });

  it('says nothing when the state is the one announced last', () => {
    const ledger = [sent('COD', 'exceed_threshold', t0)];
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(1), COOLDOWN)).toBe('nothing');
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(90), COOLDOWN)).toBe('nothing');
  });

  it('announces a recovery at once, whatever the cool-down', () => {
    const ledger = [sent('COD', 'exceed_threshold', t0)];
    expect(decideAlert(ledger, 'COD', 'within_threshold', minutes(1), COOLDOWN)).toBe('announce');
  });

  it('holds back a kind sent again within its cool-down, and sends it after', () => {
    const ledger = [
      sent('COD', 'exceed_threshold', t0),
      sent('COD', 'within_threshold', minutes(5)),
    ];
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(10), COOLDOWN)).toBe('defer');
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(29), COOLDOWN)).toBe('defer');
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(30), COOLDOWN)).toBe('announce');
  });

  it('keeps subjects apart: another parameter and the signal have their own ledger', () => {
    const ledger = [sent('COD', 'exceed_threshold', t0), sent('COD', 'within_threshold', t0)];
    expect(decideAlert(ledger, 'TSS', 'exceed_threshold', minutes(1), COOLDOWN)).toBe('announce');
    expect(decideAlert(ledger, SIGNAL_SUBJECT, 'signal_lost', minutes(1), COOLDOWN)).toBe(
      'announce',
    );
  });

  it('does not hold anything back with a zero cool-down', () => {
    const ledger = [
      sent('COD', 'exceed_threshold', t0),
      sent('COD', 'within_threshold', minutes(1)),
    ];
    expect(decideAlert(ledger, 'COD', 'exceed_threshold', minutes(1), 0)).toBe('announce');
  });
});

describe('announcedKind', () => {
  it('is the kind sent most recently on the subject', () => {
    const ledger = [
      sent('COD', 'within_threshold', minutes(5)),
      sent('COD', 'exceed_threshold', t0),
      sent('TSS', 'exceed_threshold', minutes(9)),
      { subject: 'pH', kind: 'exceed_threshold' as const, lastSentAt: null, pendingSince: t0 },
    ];
    expect(announcedKind(ledger, 'COD')).toBe('within_threshold');
    expect(announcedKind(ledger, 'TSS')).toBe('exceed_threshold');
    expect(announcedKind(ledger, 'pH')).toBeUndefined();
  });
});
