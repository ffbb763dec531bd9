// The worker of vietnamese-intl-warm-up.ts: makes and uses a Vietnamese collator and number
// format, which loads their ICU data for the renderer process, then says it is done.
new Intl.Collator('vi', { sensitivity: 'base', numeric: true }).compare('Trạm 2', 'Trạm 10');
new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }).format(1234.567);
postMessage('ready');

// A module, for its test to import; it exports nothing.
export {};
