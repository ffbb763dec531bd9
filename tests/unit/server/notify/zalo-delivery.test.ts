import { describe, expect, it } from 'vitest';
import {
  classifyReply,
  FIRST_RETRY_MS,
  MAX_ATTEMPTS,
  MAX_RETRY_MS,
  oaText,
  retryDelayMs,
  znsTemplateData,
} from '../../../../server/notify/zalo';

// The back-off schedule, the classification of Zalo's replies (vn-operations.md §1.5) and the
// bounded message texts of the Zalo alert sender.

describe('retryDelayMs', () => {
  it('doubles from 30 s, is capped at 30 min, and gives up at the last attempt', () => {
    const schedule = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryDelayMs(i + 1));
    expect(FIRST_RETRY_MS).toBe(30_000);
    expect(schedule).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, null]);
    expect(Math.max(...schedule.filter((d) => d !== null))).toBeLessThanOrEqual(MAX_RETRY_MS);
    expect(retryDelayMs(MAX_ATTEMPTS + 5)).toBeNull();
  });

  it('refuses an attempt number that is not a positive integer', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5)).toThrow(RangeError);
  });
});

describe('classifyReply', () => {
  const reply = (body: unknown, httpStatus = 200) => classifyReply({ httpStatus, body });

  it('sent, with the OA message_id or the ZNS msg_id', () => {
    expect(reply({ error: 0, message: 'Success', data: { message_id: 'm1' } })).toEqual({
      status: 'sent',
      messageId: 'm1',
    });
    expect(reply({ error: 0, data: { msg_id: 77 } })).toEqual({ status: 'sent', messageId: '77' });
    expect(reply({ error: 0 })).toEqual({ status: 'sent', messageId: null });
  });

  it('an access token refused by OA or ZNS is token-expired', () => {
    for (const error of [-216, -124, -201, -220]) {
      expect(reply({ error, message: 'Access token is invalid' })).toEqual({
        status: 'token-expired',
      });
    }
  });

  it('out of quota (code or text), not following, phone unreachable: failed with fallback', () => {
    expect(reply({ error: -115, message: 'Out of quota' })).toEqual({
      status: 'failed',
      reason: 'OA đã hết hạn mức gửi tin (Zalo -115: Out of quota)',
      fallback: true,
    });
    expect(reply({ error: -32000, message: 'Daily quota exceeded' })).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('hết hạn mức'),
    });
    expect(reply({ error: -213, message: 'User has not followed OA' })).toMatchObject({
      status: 'failed',
      fallback: true,
      reason: expect.stringContaining('chưa quan tâm OA'),
    });
    expect(reply({ error: -118, message: 'Zalo account not existed' })).toMatchObject({
      status: 'failed',
      fallback: true,
      reason: expect.stringContaining('Số điện thoại không nhận được tin ZNS'),
    });
  });

  it("the customer's configuration at fault is marked so", () => {
    expect(reply({ error: -109, message: 'Template ID invalid' })).toMatchObject({
      status: 'failed',
      configuration: true,
    });
  });

  it('down, 5xx, no JSON, no numeric error, no reply, or Zalo -100: retry later', () => {
    expect(reply({ error: 0 }, 503)).toMatchObject({ status: 'retry-later' });
    expect(reply(undefined, 200)).toMatchObject({ status: 'retry-later' });
    expect(reply({ message: 'ok' })).toMatchObject({ status: 'retry-later' });
    expect(reply({ error: '-100' })).toMatchObject({ status: 'retry-later' });
    expect(reply({ error: -100, message: 'Unknown error' })).toMatchObject({
      status: 'retry-later',
    });
    expect(
      classifyReply({ httpStatus: 0, body: undefined, transportError: 'hết 10000 ms chờ trả lời' }),
    ).toEqual({
      status: 'retry-later',
      reason: 'Không kết nối được Zalo: hết 10000 ms chờ trả lời',
    });
  });

  it('any other refusal fails with fallback, its reason bounded', () => {
    const outcome = reply({ error: -999, message: 'x'.repeat(5000) });
    expect(outcome).toMatchObject({ status: 'failed', fallback: true });
    expect('reason' in outcome && outcome.reason.length).toBeLessThanOrEqual(300);
  });
});

describe('message texts', () => {
  const message = {
    title: 'Vượt ngưỡng COD - Trạm 1',
    content: 'COD đo được 180 mg/L. '.repeat(200),
    link: 'https://app.example/online-monitoring?station=7',
    trackingId: 'alert-delivery-1',
  };

  it('the OA text keeps title and link whole within 2000 characters', () => {
    const text = oaText(message);
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.startsWith(`${message.title}\n\n`)).toBe(true);
    expect(text.endsWith(`\n\nXem chi tiết: ${message.link}`)).toBe(true);
  });

  it('the ZNS template data is clipped to the parameter limits', () => {
    const data = znsTemplateData(message);
    expect(data.title).toBe(message.title);
    expect(data.content.length).toBe(400);
    expect(data.content.endsWith('…')).toBe(true);
    expect(data.link).toBe(message.link);
  });
});
