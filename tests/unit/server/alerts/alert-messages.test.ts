import { describe, expect, it } from 'vitest';
import { alertMail, alertText, type ParameterFact } from '../../../../server/alerts/alert-messages';

const station = { id: 7, code: 'PL-NT01', name: 'Trạm nước thải số 1', customerId: 1 };
// 14:35 on 23/11/2026 in Vietnam (UTC+7).
const time = new Date('2026-11-23T07:35:00Z');
const cod: ParameterFact = {
  code: 'COD',
  name: 'Nhu cầu oxy hóa học',
  unit: 'mg/L',
  value: 160.5,
  limit: { kind: 'max', max: 135 },
  time,
};
const ph: ParameterFact = {
  code: 'pH',
  name: 'pH',
  unit: '',
  value: 4.8,
  limit: { kind: 'range', min: 5.5, max: 9 },
  time,
};

describe('alertText', () => {
  it('names station, parameter, value, limit and Vietnam time of an exceedance', () => {
    expect(alertText({ kind: 'exceed_threshold', station, parameter: cod })).toEqual({
      type: 'exceed_threshold',
      // Issue 14: the parameter's display name (src/lib/parameter-name), as on the screens.
      title: 'Vượt ngưỡng Nhu cầu oxy hóa học - Trạm nước thải số 1',
      content:
        'Nhu cầu oxy hóa học tại Trạm nước thải số 1 đo được 160,5 mg/L lúc ' +
        '23/11/2026 14:35 (giờ Việt Nam), vượt giới hạn cho phép 135 mg/L.',
    });
  });

  it('says a value is under the minimum of a range', () => {
    const { content } = alertText({ kind: 'exceed_threshold', station, parameter: ph });
    expect(content).toBe(
      'pH tại Trạm nước thải số 1 đo được 4,8 lúc 23/11/2026 14:35 (giờ Việt Nam), ' +
        'thấp hơn giới hạn tối thiểu 5,5.',
    );
  });

  it('gives the permitted range on the return within limits', () => {
    const back = alertText({
      kind: 'within_threshold',
      station,
      parameter: { ...ph, value: 7.25 },
    });
    expect(back.type).toBe('within_threshold');
    expect(back.title).toBe('pH trở lại trong ngưỡng - Trạm nước thải số 1');
    expect(back.content).toContain('đo được 7,25 lúc');
    expect(back.content).toContain('(từ 5,5 đến 9)');
    const codBack = alertText({
      kind: 'within_threshold',
      station,
      parameter: { ...cod, value: 50 },
    });
    expect(codBack.content).toContain('(tối đa 135 mg/L)');
  });

  it('words the loss and the return of the signal', () => {
    expect(
      alertText({ kind: 'signal_lost', station, lastDataTime: time, windowMinutes: 60 }),
    ).toEqual({
      type: 'signal_lost',
      title: 'Mất tín hiệu - Trạm nước thải số 1',
      content:
        'Không nhận được dữ liệu mới từ Trạm nước thải số 1 trong hơn 60 phút. ' +
        'Dữ liệu cuối cùng lúc 23/11/2026 14:35 (giờ Việt Nam).',
    });
    expect(alertText({ kind: 'signal_restored', station, dataTime: time }).title).toBe(
      'Có tín hiệu trở lại - Trạm nước thải số 1',
    );
  });
});

describe('alertMail', () => {
  it('links to the station and to the profile switch, escaping the HTML part', () => {
    const text = { type: 'info' as never, title: 'A <b> & B', content: 'Nội dung <x>' };
    const mail = alertMail(text, { stationId: 7 }, 'https://app.example.vn/');
    expect(mail.subject).toBe('A <b> & B | GreenWatch');
    expect(mail.text).toContain('Nội dung <x>');
    expect(mail.text).toContain('https://app.example.vn/online-monitoring?station=7');
    expect(mail.text).toContain('https://app.example.vn/profile');
    expect(mail.html).toContain('Nội dung &#60;x&#62;');
    expect(mail.html).toContain('href="https://app.example.vn/online-monitoring?station=7"');
    expect(mail.html).not.toContain('<x>');
  });

  it("links to the alert's incident when it has one", () => {
    const text = { type: 'exceed_threshold' as never, title: 'T', content: 'C' };
    const mail = alertMail(text, { stationId: 7, incidentId: 42 }, 'https://app.example.vn');
    expect(mail.text).toContain('Xem sự cố: https://app.example.vn/incidents/42');
    expect(mail.text).not.toContain('online-monitoring');
    expect(mail.html).toContain('href="https://app.example.vn/incidents/42"');
  });
});
