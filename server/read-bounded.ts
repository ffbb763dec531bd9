// A reply body read whole but never beyond `maxBytes` (declared or streamed): the reading stops
// and `tooLarge()` is thrown, so a peer cannot make the server buffer an unbounded reply.
export async function readBoundedBytes(
  response: Response,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge();
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** readBoundedBytes as UTF-8 text. */
export async function readBounded(
  response: Response,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  return (await readBoundedBytes(response, maxBytes, tooLarge)).toString('utf8');
}
