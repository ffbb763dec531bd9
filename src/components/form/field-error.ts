// Which message a field shows under it (spec §5): its own message, 'Vui lòng kiểm tra lại các
// lựa chọn' for an error on a list of values, or the fallback 'Có lỗi xảy ra'.
import { translate } from '../../i18n';

export function fieldErrorMessage(error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined;
  if (Array.isArray(error)) return translate('form.arrayError');
  if (typeof error !== 'object') return translate('form.fallbackError');
  const { message, type } = error as { message?: unknown; type?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  // react-hook-form nests per-item errors for arrays/objects without a message of their own.
  if (type === undefined) return translate('form.arrayError');
  return translate('form.fallbackError');
}
