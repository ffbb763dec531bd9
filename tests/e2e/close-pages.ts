// Every e2e test file: the pages a test opened are closed when it ends (see closeOpenPages).
import { afterEach } from 'vitest';
import { closeOpenPages } from './harness';

afterEach(closeOpenPages);
