// Every e2e test file: the pages and contexts a test opened are closed when it ends, so none is
// kept for the next test (see closeOpenPages).
import { afterEach } from 'vitest';
import { closeOpenPages } from './harness';

afterEach(closeOpenPages);
