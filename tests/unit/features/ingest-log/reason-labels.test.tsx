import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReasonLabel } from '../../../../src/features/ingest-log/use-reason-label';

// Every code the server records in ingest_file (server/ingest: parser line and file codes,
// receivers' refusals) has a Vietnamese label; a code added later still shows, marked as other.
const SERVER_CODES = [
  'bad_encoding',
  'control_character',
  'field_count',
  'bad_parameter',
  'bad_value',
  'bad_unit',
  'bad_time',
  'bad_status',
  'future_time',
  'duplicate',
  'unknown_parameter',
  'bad_file_name',
  'station_mismatch',
  'empty_file',
  'unknown_station',
  'no_valid_line',
  'too_large',
  'symlink',
  'no_station_folder',
  'sub_folder',
  'not_a_file',
  'unreadable',
  'bad_request',
];

describe('rejection reason labels', () => {
  it('labels every server code in Vietnamese, each differently', () => {
    const { result } = renderHook(() => useReasonLabel());
    const labels = SERVER_CODES.map((code) => result.current(code));
    for (const [index, label] of labels.entries()) {
      expect(label, SERVER_CODES[index]).not.toMatch(/ingestLog|Lý do khác|_/);
    }
    expect(new Set(labels).size).toBe(SERVER_CODES.length);
    expect(result.current('bad_unit')).toBe('Đơn vị sai hoặc không quy đổi được');
  });

  it('shows an unknown code as "Lý do khác (code)"', () => {
    const { result } = renderHook(() => useReasonLabel());
    expect(result.current('new_rule')).toBe('Lý do khác (new_rule)');
    expect(result.current('other')).toBe('Lý do khác (other)');
  });
});
