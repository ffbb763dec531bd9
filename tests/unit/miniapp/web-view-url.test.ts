import { describe, expect, it } from 'vitest';
import { isPaymentGatewayUrl, webViewUrl } from '../../../src/miniapp';

describe('web view URL rule', () => {
  it('adds typeInapp=1, keeping the existing query and fragment', () => {
    expect(webViewUrl('https://greenwatch.vn/help')).toBe('https://greenwatch.vn/help?typeInapp=1');
    expect(webViewUrl('https://greenwatch.vn/a?x=1#top')).toBe(
      'https://greenwatch.vn/a?x=1&typeInapp=1#top',
    );
  });

  it('leaves a URL that already carries the flag alone', () => {
    expect(webViewUrl('https://greenwatch.vn/?typeInapp=0')).toBe(
      'https://greenwatch.vn/?typeInapp=0',
    );
  });

  it.each([
    'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_Amount=100',
    'https://pay.vnpay.vn/vpcpay.html?a=1',
    'https://payment.momo.vn/v2/gateway/pay?t=abc',
    'https://test-payment.momo.vn/pay',
    'https://sbgateway.zalopay.vn/openinapp?order=1',
    'https://gateway.zalopay.vn/pay',
    'https://payment-mini.zalo.me/checkout',
    'https://onepay.vn/paygate/vpcpay.op',
    'https://mtf.onepay.vn/paygate/vpcpay.op',
    'https://napas.com.vn/checkout',
    'HTTPS://PAYMENT.MOMO.VN/pay',
  ])('does not touch the payment gateway URL %s', (url) => {
    expect(isPaymentGatewayUrl(url)).toBe(true);
    expect(webViewUrl(url)).toBe(url);
  });

  it('matches gateway hosts properly, not by substring', () => {
    expect(isPaymentGatewayUrl('https://greenwatch.vn/?return=vnpay.vn')).toBe(false);
    expect(isPaymentGatewayUrl('https://fakemomo.vn/pay')).toBe(false);
    expect(isPaymentGatewayUrl('https://momo.vn.evil.test/pay')).toBe(false);
    expect(isPaymentGatewayUrl('not a url')).toBe(false);
    expect(webViewUrl('https://momo.vn.evil.test/pay')).toBe(
      'https://momo.vn.evil.test/pay?typeInapp=1',
    );
  });
});
