// The forwarder's settings (README lists them). Environment, used when an option is undefined:
//   AUTHORITY_FORWARDING (on): "off" stops the worker; files are still queued, and go out in
//     order once a process with forwarding on runs.
//   AUTHORITY_FORWARD_INTERVAL_MS (30000): how often due files are looked for besides being woken
//     by new ones; what brings retries due.
//   AUTHORITY_FORWARD_CONCURRENCY (4): transfers at once (each a different station, 1–16).
//   AUTHORITY_FORWARD_KEEP_DAYS (60): days a file's bytes are kept after the authority has it
//     (1–3650; forward-retention.ts), the datalogger's own 60 days by default.
// Retries: 30 s after the first failed attempt, doubling, at most 30 min apart, never given up
// (a file is never dropped); refusals of the settings wait for the admin's next save instead.

export interface ForwardSettings {
  readonly enabled: boolean;
  readonly intervalMs: number;
  readonly concurrency: number;
  readonly keepDays: number;
}

export const DEFAULT_FORWARD_SETTINGS: ForwardSettings = {
  enabled: true,
  intervalMs: 30_000,
  concurrency: 4,
  keepDays: 60,
};
export const MAX_FORWARD_CONCURRENCY = 16;

function whole(env: NodeJS.ProcessEnv, name: string, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function forwardSettingsFromEnv(env: NodeJS.ProcessEnv): ForwardSettings {
  const switchValue = (env.AUTHORITY_FORWARDING ?? '').trim().toLowerCase();
  if (!['', 'on', 'off'].includes(switchValue))
    throw new Error(
      `AUTHORITY_FORWARDING must be "on" or "off", got "${env.AUTHORITY_FORWARDING}"`,
    );
  return {
    enabled: switchValue !== 'off',
    intervalMs:
      whole(env, 'AUTHORITY_FORWARD_INTERVAL_MS', 100, 3_600_000) ??
      DEFAULT_FORWARD_SETTINGS.intervalMs,
    concurrency:
      whole(env, 'AUTHORITY_FORWARD_CONCURRENCY', 1, MAX_FORWARD_CONCURRENCY) ??
      DEFAULT_FORWARD_SETTINGS.concurrency,
    keepDays:
      whole(env, 'AUTHORITY_FORWARD_KEEP_DAYS', 1, 3650) ?? DEFAULT_FORWARD_SETTINGS.keepDays,
  };
}

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 30 * 60_000;

/** The wait after failed attempt number `attempt` (1 = the first try). */
export function forwardRetryDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt ${attempt}`);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 20), MAX_RETRY_MS);
}
