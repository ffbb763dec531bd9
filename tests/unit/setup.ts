import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
