// When an alert goes out (pure; the ledger rows come from public.notification_alert).
//
// Each subject of a station has its own small set of kinds: a parameter's value (exceeding / back
// within limits), the station's signal ('': lost / back) and a parameter's analyser
// (deviceSubject: calibrating / fault / measuring again). What was last announced on a subject is
// the kind sent most recently. A state equal to it says nothing new; a recovery says something
// only after a problem was announced. A kind sent again within its
// cool-down is held back as pending, not dropped, so a flapping value that ends up exceeding is
// still announced once the cool-down is over (the sweep re-checks pending rows), while the flaps
// themselves produce no notification per file.

export type AlertKind =
  | 'exceed_threshold'
  | 'within_threshold'
  | 'signal_lost'
  | 'signal_restored'
  | 'device_calibrating'
  | 'device_fault'
  | 'device_restored';

export const SIGNAL_SUBJECT = '';

/** The subject of a parameter's analyser, apart from its value's (a parameter code). */
export const deviceSubject = (parameterCode: string) => `device:${parameterCode}`;

/** Kinds that only make sense after a problem on the same subject was announced. */
const RECOVERIES: ReadonlySet<AlertKind> = new Set([
  'within_threshold',
  'signal_restored',
  'device_restored',
]);

export interface LedgerEntry {
  readonly subject: string;
  readonly kind: AlertKind;
  readonly lastSentAt: Date | null;
  readonly pendingSince: Date | null;
}

export type AlertDecision = 'announce' | 'defer' | 'nothing';

/** The kind announced last on a subject, or undefined when none was ever sent. */
export function announcedKind(
  ledger: readonly LedgerEntry[],
  subject: string,
): AlertKind | undefined {
  let latest: LedgerEntry | undefined;
  for (const entry of ledger) {
    if (entry.subject !== subject || entry.lastSentAt === null) continue;
    if (!latest || entry.lastSentAt > latest.lastSentAt!) latest = entry;
  }
  return latest?.kind;
}

export function decideAlert(
  ledger: readonly LedgerEntry[],
  subject: string,
  kind: AlertKind,
  now: Date,
  cooldownMs: number,
): AlertDecision {
  const announced = announcedKind(ledger, subject);
  if (announced === kind) return 'nothing';
  if (announced === undefined && RECOVERIES.has(kind)) return 'nothing';
  const lastSent = ledger.find((e) => e.subject === subject && e.kind === kind)?.lastSentAt;
  if (lastSent && now.getTime() - lastSent.getTime() < cooldownMs) return 'defer';
  return 'announce';
}
