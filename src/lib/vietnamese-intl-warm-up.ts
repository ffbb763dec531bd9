/**
 * Loads ICU's Vietnamese collation and number data in a worker, off the main thread. The first
 * Vietnamese Intl.Collator and Intl.NumberFormat of a page load that data: 20–80 ms each on this
 * machine's Chromium, four times that on a mid-range phone, in one task each on the main thread.
 * ICU keeps what it loaded for the whole renderer process, so once a worker has made them, the
 * main thread makes its own in under a millisecond (issue 13); `whenLoaded` runs then. Returns a
 * function that stops the worker if it has not finished. Without workers, the main thread loads
 * the data on first use.
 */
export function warmUpVietnameseIntl(whenLoaded: () => void): () => void {
  if (typeof Worker === 'undefined') return () => {};
  let worker: Worker | undefined;
  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };
  try {
    worker = new Worker(new URL('./vietnamese-intl-warm-up.worker.ts', import.meta.url));
    worker.addEventListener('message', () => {
      stop();
      whenLoaded();
    });
    worker.addEventListener('error', stop);
  } catch (error) {
    console.error('Vietnamese Intl warm-up', error);
  }
  return stop;
}
