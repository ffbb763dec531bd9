import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addFeatureStrings } from '../../src/i18n';
import { featureCatalogue } from '../../src/i18n/features';
import { consoleCatalogue } from '../../src/i18n/features/console';

// findBy… and waitFor wait up to 5 s instead of 1: a lazily loaded page can take longer to
// appear while two test runs share a machine's two cores.
configure({ asyncUtilTimeout: 5_000 });

// The app adds the data and console screens' strings when a page's chunk loads
// (src/routes/pages.tsx); tests render those pages directly.
addFeatureStrings(featureCatalogue);
addFeatureStrings(consoleCatalogue);

// jsdom has no scrolling; zmp-ui's Page calls element.scrollTo on mount. Pure server-side
// suites opt into the node environment, where there is no DOM to patch.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollTo = function scrollTo() {};
  window.scrollTo = () => {};
}

// Each test file runs in a VM context of its own (pool vmThreads), whose global is jsdom's window:
// jsdom's crypto has getRandomValues but no subtle, which browsers have. Node's WebCrypto is the
// real one.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
