// index.html carries the loading screen as the page's first paint, before any script runs
// (issue 13): it must be the markup LoadingScreen renders in Vietnamese, so the app's first
// render replaces it with the same screen, not a different one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../../src/components/loading-screen';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The markup inside <div id="app"> of index.html, its formatting whitespace removed. */
function staticAppMarkup(): string {
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const inside = /<div id="app">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  if (inside === undefined) throw new Error('index.html: no <div id="app"> before the script');
  return inside.replace(/>\s+</g, '><').trim();
}

describe('the loading screen in index.html', () => {
  it('is what LoadingScreen renders in Vietnamese', () => {
    const { container } = render(<LoadingScreen />);
    expect(staticAppMarkup()).toBe(container.innerHTML);
  });
});
