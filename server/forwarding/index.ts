// Forwarding accepted station files to the provincial authority (issue 18).
export { authorityRoutes } from './authority-routes.js';
export { queueForward } from './forward-queue.js';
export { forwardSettingsFromEnv, forwardRetryDelayMs } from './forward-settings.js';
export { startForwardWorker, type ForwardWorker } from './forward-worker.js';
export { DEMO_AUTHORITY, demoAuthorityPortFrom, startDemoAuthority } from './demo-authority.js';
