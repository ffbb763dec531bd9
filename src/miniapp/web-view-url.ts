// The in-app web view marks its pages with `typeInapp=1` so they know they run inside Zalo
// (spec §7). Payment gateways are left untouched: they sign the exact return/request URL and
// reject any extra parameter. zmp-sdk only spares URLs containing "vnpay"; we match hosts
// properly instead, for the gateways a Vietnamese station owner can pay through.

/** Registrable domains of VN payment gateways; a host matches itself or any subdomain. */
export const PAYMENT_GATEWAY_DOMAINS: readonly string[] = [
  'vnpay.vn', // VNPay
  'vnpayment.vn', // VNPay gateway and sandbox (sandbox.vnpayment.vn)
  'momo.vn', // MoMo (payment.momo.vn, test-payment.momo.vn)
  'zalopay.vn', // ZaloPay gateway (gateway.zalopay.vn, sbgateway.zalopay.vn)
  'zalopay.com.vn',
  'payment-mini.zalo.me', // Zalo Mini App checkout
  'napas.com.vn', // Napas
  'onepay.vn', // OnePay (mtf.onepay.vn, onepay.vn/paygate)
];

export const IN_APP_FLAG = 'typeInapp';

export function isPaymentGatewayUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return PAYMENT_GATEWAY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Adds `typeInapp=1` unless the URL is a payment gateway's or already carries the flag. */
export function webViewUrl(url: string): string {
  if (isPaymentGatewayUrl(url)) return url;
  const target = new URL(url);
  if (target.searchParams.has(IN_APP_FLAG)) return url;
  target.searchParams.set(IN_APP_FLAG, '1');
  return target.toString();
}
