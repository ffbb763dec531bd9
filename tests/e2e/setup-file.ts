// Every e2e test file: launchBrowser() connects to the run's shared Chromium (global-setup.ts),
// and the pages and contexts a test opened are closed when it ends, so none is kept for the
// next test (see closeOpenPages).
import { afterEach, inject } from 'vitest';
import { closeOpenPages, shareBrowserAt } from './harness';

shareBrowserAt(inject('browserEndpoint'));
afterEach(closeOpenPages);
