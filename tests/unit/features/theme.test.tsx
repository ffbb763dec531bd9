import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecoilRoot } from 'recoil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppliedTheme, useUiPreferences } from '../../../src/features/preferences';

function ThemeProbe() {
  const theme = useAppliedTheme();
  const [preferences, setPreference] = useUiPreferences();
  return (
    <>
      <output data-testid="theme">{theme}</output>
      <button
        type="button"
        onClick={() => setPreference('theme', preferences.theme === 'dark' ? 'system' : 'dark')}
      >
        switch
      </button>
    </>
  );
}

function fakeColourScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (nowDark: boolean) => {
    query.matches = nowDark;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('applies the stored theme to the document and persists a change', async () => {
    fakeColourScheme(false);
    localStorage.setItem('theme', 'light');
    render(
      <RecoilRoot>
        <ThemeProbe />
      </RecoilRoot>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("follows the operating system live when set to 'system'", () => {
    const setDark = fakeColourScheme(true);
    localStorage.setItem('theme', 'system');
    render(
      <RecoilRoot>
        <ThemeProbe />
      </RecoilRoot>,
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => setDark(false));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
