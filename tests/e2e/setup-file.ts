// Every e2e test file: launchBrowser() connects to the run's shared Chromium (global-setup.ts),
// and the pages and contexts a test opened are closed when it ends, so none is kept for the
// next test (see closeOpenPages); a failed test's log first says where its pages were.
import { afterEach, inject } from 'vitest';
import { closeOpenPages, describeOpenPages, shareBrowserAt } from './harness';

shareBrowserAt(inject('browserEndpoint'));
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await describeOpenPages();
  await closeOpenPages();
});
