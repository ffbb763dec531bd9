import { describe, expect, it } from 'vitest';
import { hostKind, hostProblem } from '../../../shared/authority/endpoint-host';
import {
  DEFAULT_FILE_NAME_TEMPLATE,
  fileNameTemplateProblem,
  renderFileName,
} from '../../../shared/authority/file-name-template';

// The province's file-name convention and the authority's host, as the console checks them
// and the forwarder uses them (shared/authority).

const file = {
  stationCode: 'PL-NT01',
  provinceCode: 'HCM',
  // 14:30:05 in Vietnam (UTC+7).
  fileTime: new Date('2026-03-15T07:30:05Z'),
  originalName: 'PL-NT01_20260315143005.txt',
};

describe('file-name template', () => {
  it("defaults to the monitoring rules' <STATION_CODE>_YYYYMMDDhhmmss.txt in Vietnam time", () => {
    expect(renderFileName(DEFAULT_FILE_NAME_TEMPLATE, file)).toBe('PL-NT01_20260315143005.txt');
  });

  it('fills every documented placeholder', () => {
    expect(renderFileName('{province_code}_{station_code}_{yyyyMMdd}_{HHmmss}.txt', file)).toBe(
      'HCM_PL-NT01_20260315_143005.txt',
    );
    expect(renderFileName('{province_code}-{original_name}.txt', file)).toBe(
      'HCM-PL-NT01_20260315143005.txt',
    );
  });

  it('refuses unknown placeholders, unsafe characters, hidden names and names that repeat', () => {
    expect(fileNameTemplateProblem('{station}_{yyyyMMddHHmmss}.txt')).toMatch(/\{station\}/);
    expect(fileNameTemplateProblem('../{yyyyMMddHHmmss}.txt')).toMatch(/chỉ gồm/);
    expect(fileNameTemplateProblem('a/{yyyyMMddHHmmss}.txt')).toMatch(/chỉ gồm/);
    expect(fileNameTemplateProblem('.{yyyyMMddHHmmss}.txt')).toMatch(/dấu chấm/);
    expect(fileNameTemplateProblem('{station_code}.txt')).toMatch(/mỗi tệp có tên riêng/);
    expect(fileNameTemplateProblem('x'.repeat(121))).toMatch(/1–120/);
    expect(fileNameTemplateProblem(DEFAULT_FILE_NAME_TEMPLATE)).toBeNull();
  });

  it('needs the province code when the template uses it', () => {
    expect(() =>
      renderFileName('{province_code}_{yyyyMMddHHmmss}.txt', { ...file, provinceCode: null }),
    ).toThrow(/mã tỉnh/);
  });
});

describe('authority host', () => {
  it('takes a DNS name or an IP literal', () => {
    expect(hostKind('ftp.sotnmt.hochiminhcity.gov.vn')).toBe('name');
    expect(hostKind('203.162.10.5')).toBe('ipv4');
    expect(hostKind('2001:db8::1')).toBe('ipv6');
  });

  it('refuses URL tricks and lookalike addresses', () => {
    for (const host of [
      'ftp://sotnmt.gov.vn',
      'user@sotnmt.gov.vn',
      'sotnmt.gov.vn:21',
      'sotnmt.gov.vn/incoming',
      '[2001:db8::1]',
      'fe80::1%eth0',
      'a b',
      '10.1.1',
      '1.2.3.256',
      '-bad.vn',
      '',
      `${'a'.repeat(250)}.vn`,
    ])
      expect(hostProblem(host), host).not.toBeNull();
  });
});
