import { describe, expect, it } from 'vitest';
import { WriteNotAllowedError, WriteRefusedError } from '../../../../src/features/admin/admin-api';
import { writeFailureMessage } from '../../../../src/features/admin/console-write';
import { translate } from '../../../../src/i18n';

const STATION_REFUSED = 'Trạm đã có số liệu quan trắc: không thể xóa, để số liệu được giữ nguyên.';

describe('what the console says about a refused write', () => {
  it("shows the database's explanation of a delete it refused as is", () => {
    expect(writeFailureMessage(translate, new WriteRefusedError(STATION_REFUSED, '23503'))).toBe(
      STATION_REFUSED,
    );
  });

  it('names the field a duplicate is in, and says when the write was not allowed', () => {
    const duplicate = new WriteRefusedError(
      'duplicate key value violates unique constraint',
      '23505',
    );
    expect(writeFailureMessage(translate, duplicate, 'Mã trạm')).toBe(
      'Mã trạm đã tồn tại, vui lòng chọn giá trị khác.',
    );
    const notAllowed = 'Bạn không có quyền thực hiện thao tác này.';
    expect(writeFailureMessage(translate, new WriteNotAllowedError())).toBe(notAllowed);
    expect(writeFailureMessage(translate, new WriteRefusedError('denied', '42501'))).toBe(
      notAllowed,
    );
  });

  it('falls back to the reason, in a Vietnamese sentence', () => {
    expect(writeFailureMessage(translate, new Error('Failed to fetch'))).toBe(
      'Thao tác thất bại: Failed to fetch',
    );
    expect(writeFailureMessage(translate, new WriteRefusedError('duplicate key', '23505'))).toBe(
      'Thao tác thất bại: duplicate key',
    );
  });
});
