/**
 * An error of the statement itself: data that does not fit (SQLSTATE class 22) or SQL that does
 * not apply (class 42), as opposed to a lost connection, which says nothing about the statement.
 */
export function isStatementError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^(22|42)/.test(code);
}
