// Incidents (issue 17): opened, updated and resolved with the alerts, acknowledged by the
// customer's users, escalated along the customer's chain over the channels below.
export * from './escalation.js';
export * from './incident-channel.js';
export * from './incident-escalation.js';
export * from './incident-machine.js';
export * from './incident-sync.js';
export * from './zalo-incident-channels.js';
