// Go's time.ParseDuration, which GoTrue applies to an admin's `ban_duration` ("24h", "1h30m",
// "876000h", "-1.5h", "0"). Returns milliseconds, or throws an Error whose message is Go's own,
// since GoTrue puts that message into its 400 answer.

const NANOSECONDS_PER_UNIT: Readonly<Record<string, number>> = {
  ns: 1,
  us: 1e3,
  µs: 1e3, // U+00B5 micro sign
  μs: 1e3, // U+03BC Greek mu
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};

/** Go's duration is an int64 count of nanoseconds: about 292 years either way. */
const MAX_NANOSECONDS = 2 ** 63;

const PART = /^(\d*)(?:\.(\d*))?([^\d.]*)/;

export function parseGoDuration(text: string): number {
  const invalid = () => new Error(`time: invalid duration ${JSON.stringify(text)}`);
  let rest = text;
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    negative = rest.startsWith('-');
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') throw invalid();
  let nanoseconds = 0;
  while (rest !== '') {
    const [part, whole = '', fraction, unit = ''] = PART.exec(rest)!;
    if (whole === '' && (fraction === undefined || fraction === '')) throw invalid();
    if (unit === '') throw new Error(`time: missing unit in duration ${JSON.stringify(text)}`);
    const scale = NANOSECONDS_PER_UNIT[unit];
    if (scale === undefined) {
      throw new Error(
        `time: unknown unit ${JSON.stringify(unit)} in duration ${JSON.stringify(text)}`,
      );
    }
    nanoseconds += Number(`${whole || '0'}.${fraction || '0'}`) * scale;
    if (nanoseconds >= MAX_NANOSECONDS) throw invalid();
    rest = rest.slice(part.length);
  }
  const milliseconds = nanoseconds / 1e6;
  return negative ? -milliseconds : milliseconds;
}
