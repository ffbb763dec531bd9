// Alerts over Zalo: OA messages and ZNS (vn-operations.md §1), the delivery outbox worker.
export * from './backoff.js';
export * from './delivery-outcome.js';
export * from './delivery-worker.js';
export * from './zalo-notify-config.js';
export * from './zalo-sender.js';
