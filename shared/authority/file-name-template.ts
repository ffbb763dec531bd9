// The file name a province wants its station files under (vn-environment-rules.md §1.3: a
// prefix naming province / facility / station, then _YYYYMMDDhhmmss.txt; the exact pattern
// differs by province, so it is a setting, not code). A template is text with a few
// placeholders, checked by the console before saving and by the forwarder before sending:
//   {station_code}    the station's code            {province_code}  the endpoint's province code
//   {yyyyMMddHHmmss}  the file's time (Vietnam time) {yyyyMMdd}, {HHmmss}  its date, its time
//   {original_name}   the name the station sent, without .txt
// The default is the monitoring rules' own <STATION_CODE>_YYYYMMDDhhmmss.txt.

export const DEFAULT_FILE_NAME_TEMPLATE = '{station_code}_{yyyyMMddHHmmss}.txt';
export const FILE_NAME_TEMPLATE_MAX_CHARS = 120;
/** Longest name sent (FTP servers commonly allow 255). */
export const REMOTE_NAME_MAX_CHARS = 255;

export const FILE_NAME_PLACEHOLDERS = [
  'station_code',
  'province_code',
  'yyyyMMddHHmmss',
  'yyyyMMdd',
  'HHmmss',
  'original_name',
] as const;
export type FileNamePlaceholder = (typeof FILE_NAME_PLACEHOLDERS)[number];

/** What a name is made of: one station file. */
export interface FileNameValues {
  readonly stationCode: string;
  readonly provinceCode: string | null;
  /** The file's time (from the name the station sent). */
  readonly fileTime: Date;
  readonly originalName: string;
}

const LITERAL = /^[A-Za-z0-9_.-]*$/;
const PIECES = /\{([^{}]*)\}|[^{}]+|[{}]/g;
/** The placeholders that make two files' names differ (or {yyyyMMdd} and {HHmmss} together). */
const UNIQUE: readonly FileNamePlaceholder[] = ['yyyyMMddHHmmss', 'original_name'];

const isPlaceholder = (name: string): name is FileNamePlaceholder =>
  (FILE_NAME_PLACEHOLDERS as readonly string[]).includes(name);

/** Why a template cannot be used (Vietnamese), or null when it can. */
export function fileNameTemplateProblem(template: string): string | null {
  if (template.length === 0 || template.length > FILE_NAME_TEMPLATE_MAX_CHARS)
    return `Mẫu tên tệp dài 1–${FILE_NAME_TEMPLATE_MAX_CHARS} ký tự.`;
  const used = new Set<string>();
  for (const [piece, name] of template.matchAll(PIECES)) {
    if (name !== undefined) {
      if (!isPlaceholder(name)) return `Mẫu tên tệp có chỗ điền không hỗ trợ: {${name}}.`;
      used.add(name);
    } else if (!LITERAL.test(piece)) {
      return 'Mẫu tên tệp chỉ gồm chữ không dấu, số, dấu _ . - và các chỗ điền {…}.';
    }
  }
  if (template.startsWith('.')) return 'Tên tệp không được bắt đầu bằng dấu chấm.';
  const dated = used.has('yyyyMMdd') && used.has('HHmmss');
  if (!dated && !UNIQUE.some((name) => used.has(name)))
    return 'Mẫu tên tệp cần {yyyyMMddHHmmss} (hoặc {yyyyMMdd} và {HHmmss}) hoặc {original_name} để mỗi tệp có tên riêng.';
  return null;
}

/** Whether the template needs the endpoint's province code. */
export const usesProvinceCode = (template: string) => template.includes('{province_code}');

/** The time as YYYYMMDDhhmmss in Vietnam time (UTC+7, no daylight saving). */
function vietnamStamp(time: Date): string {
  return new Date(time.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The name of one file under a valid template; throws on an unusable template or value. */
export function renderFileName(template: string, values: FileNameValues): string {
  const problem = fileNameTemplateProblem(template);
  if (problem) throw new Error(problem);
  if (usesProvinceCode(template) && !values.provinceCode)
    throw new Error('Mẫu tên tệp dùng {province_code} nhưng chưa nhập mã tỉnh.');
  const stamp = vietnamStamp(values.fileTime);
  const filled: Record<FileNamePlaceholder, string> = {
    station_code: values.stationCode,
    province_code: values.provinceCode ?? '',
    yyyyMMddHHmmss: stamp,
    yyyyMMdd: stamp.slice(0, 8),
    HHmmss: stamp.slice(8),
    original_name: values.originalName.replace(/\.txt$/i, ''),
  };
  const name = template.replace(/\{([^{}]*)\}/g, (_, key: FileNamePlaceholder) => filled[key]);
  if (!LITERAL.test(name) || name.length > REMOTE_NAME_MAX_CHARS || name.startsWith('.'))
    throw new Error(`Tên tệp gửi đi không hợp lệ: ${name.slice(0, 80)}`);
  return name;
}
