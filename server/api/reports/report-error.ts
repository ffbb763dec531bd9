// Every refusal of a report request carries an HTTP status, a machine code and a Vietnamese
// message the screen can show as is.

export type ReportErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'fee_not_computable'
  | 'fee_rules_invalid'
  | 'declaration_form_invalid';

const STATUS: Readonly<Record<ReportErrorCode, 400 | 401 | 403 | 404 | 422 | 500>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  fee_not_computable: 422,
  fee_rules_invalid: 500,
  declaration_form_invalid: 500,
};

export class ReportError extends Error {
  override readonly name = 'ReportError';
  readonly status: 400 | 401 | 403 | 404 | 422 | 500;

  constructor(
    readonly code: ReportErrorCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string) => new ReportError('bad_request', message);
