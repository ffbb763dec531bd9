import type { RemoteConfig } from './defaults';

/** A row of the `remote_config` table (spec §3). */
export interface RemoteConfigRow {
  key: string;
  value: string | null;
  type: string;
}

export class RemoteConfigParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteConfigParseError';
  }
}

type RowValue = boolean | number | string;

function parseValue(row: RemoteConfigRow): RowValue {
  const value = row.value ?? '';
  switch (row.type) {
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw new RemoteConfigParseError(`${row.key}: boolean value must be 'true' or 'false'`);
    case 'number': {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) {
        throw new RemoteConfigParseError(`${row.key}: '${value}' is not a number`);
      }
      return number;
    }
    case 'string':
    case 'text':
      return value;
    case 'json':
      try {
        return JSON.stringify(JSON.parse(value));
      } catch {
        throw new RemoteConfigParseError(`${row.key}: value is not valid JSON`);
      }
    default:
      throw new RemoteConfigParseError(`${row.key}: unknown type '${row.type}'`);
  }
}

/**
 * Applies the rows over the defaults. Keys the app does not know are ignored (another app
 * version may use them); a known key whose value has the wrong kind, a boolean that is not
 * 'true'/'false', or a malformed row is a parse failure, and the caller falls back to defaults.
 */
export function parseRemoteConfig(rows: unknown, defaults: RemoteConfig): RemoteConfig {
  if (!Array.isArray(rows)) throw new RemoteConfigParseError('rows must be a list');
  const config: RemoteConfig = { ...defaults };
  const known = config as unknown as Record<string, RowValue>;
  for (const row of rows as unknown[]) {
    if (
      typeof row !== 'object' ||
      row === null ||
      typeof (row as RemoteConfigRow).key !== 'string' ||
      typeof (row as RemoteConfigRow).type !== 'string'
    ) {
      throw new RemoteConfigParseError('malformed remote config row');
    }
    const typed = row as RemoteConfigRow;
    if (!(typed.key in known)) continue;
    const value = parseValue(typed);
    if (typeof value !== typeof known[typed.key]) {
      throw new RemoteConfigParseError(`${typed.key}: expected a ${typeof known[typed.key]}`);
    }
    known[typed.key] = value;
  }
  return config;
}

export function sameRemoteConfig(a: RemoteConfig, b: RemoteConfig): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RemoteConfig>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
