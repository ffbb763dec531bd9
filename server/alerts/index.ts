// Station status evaluation (on ingest and on a timer) and the events it raises.
export * from './station-snapshot.js';
export * from './status-evaluation.js';
export * from './status-events.js';
export * from './status-timer.js';
// Notifications and e-mails raised from those events.
export * from './alert-decision.js';
export * from './alert-messages.js';
export * from './alert-notifier.js';
