import { readBounded } from '../../read-bounded.js';
import type { ZaloReply } from './delivery-outcome.js';
import type { ZaloNotifyConfig } from './zalo-notify-config.js';

// One request to Zalo, bounded in time (the whole exchange, reply included) and in reply size.
// Never throws: a request that got no usable reply comes back with `transportError`.

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function callZalo(
  config: ZaloNotifyConfig,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<ZaloReply> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    return {
      httpStatus: response.status,
      body: parsed(
        await readBounded(response, config.maxReplyBytes, () => new Error('câu trả lời quá lớn')),
      ),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      httpStatus: 0,
      body: undefined,
      transportError: timedOut
        ? `hết ${config.timeoutMs} ms chờ trả lời`
        : error instanceof Error
          ? error.message.slice(0, 200)
          : 'lỗi kết nối',
    };
  }
}
