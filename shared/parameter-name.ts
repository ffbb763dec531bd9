// How a station's parameter is named wherever it is shown: screens, chart legends, Excel/PDF
// exports, fee reports, alert texts (issue 14: 'Flow (m³/h)', 'Temp' and 'Lưu lượng khí thải'
// side by side). One rule: a parameter reads as its station's own Vietnamese name
// (station_parameter.name, as the permit names it), the code only when no name is set; the unit
// stands in its own column or axis, and joins the name in brackets only where there is none.
// The logger code stays where the code itself is the subject (a logger line, a filter value).
// Plain code without React: the server's alert texts use it too.

export interface NamedParameter {
  readonly code: string;
  readonly name?: string | null;
}

/** The one display name of a parameter: its name, or its code when it has none. */
export function parameterName(parameter: NamedParameter): string {
  const name = parameter.name?.trim();
  return name ? name : parameter.code;
}

/** 'Nhiệt độ (°C)' where no unit column or axis says the unit; 'pH' when it has none. */
export function parameterNameWithUnit(
  parameter: NamedParameter & { readonly unit?: string | null },
): string {
  const unit = parameter.unit?.trim();
  return unit ? `${parameterName(parameter)} (${unit})` : parameterName(parameter);
}

/**
 * The name of one code across several stations (a filter option, a chart of several stations):
 * their display names, each once, in order ('Lưu lượng / Lưu lượng khí thải').
 */
export function parameterNames(parameters: readonly NamedParameter[]): string {
  return [...new Set(parameters.map(parameterName))].join(' / ');
}

/** The display name of `code` among a station's parameters; the code itself when it has none. */
export function parameterNameOf(
  parameters: readonly NamedParameter[] | undefined,
  code: string,
): string {
  return parameterName(parameters?.find((parameter) => parameter.code === code) ?? { code });
}
