import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addFeatureStrings } from '../../src/i18n';
import { featureCatalogue } from '../../src/i18n/features';

// The app adds the data screens' strings when a page's chunk loads (src/routes/pages.tsx);
// tests render those pages directly.
addFeatureStrings(featureCatalogue);

// jsdom has no scrolling; zmp-ui's Page calls element.scrollTo on mount. Pure server-side
// suites opt into the node environment, where there is no DOM to patch.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollTo = function scrollTo() {};
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
