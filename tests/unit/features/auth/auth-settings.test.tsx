import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The sign-in page's read of GET /auth/v1/settings, without react-query (issue 13). The module
// keeps its answer, so each test loads it afresh.
async function loadHook() {
  vi.resetModules();
  return import('../../../../src/features/auth/external/auth-settings');
}

const SETTINGS = { external: { google: true, facebook: false } };
const answer = () => new Response(JSON.stringify(SETTINGS), { status: 200 });

function probe(useAuthSettings: () => unknown, testId: string) {
  return function Probe() {
    return <output data-testid={testId}>{JSON.stringify(useAuthSettings() ?? null)}</output>;
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('asks once for every component that wants the settings, and gives them to each', async () => {
  fetchMock.mockResolvedValue(answer());
  const { useAuthSettings } = await loadHook();
  const [First, Second] = [probe(useAuthSettings, 'a'), probe(useAuthSettings, 'b')];
  render(
    <>
      <First />
      <Second />
    </>,
  );
  expect(screen.getByTestId('a')).toHaveTextContent('null');
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('"google":true'));
  expect(screen.getByTestId('b')).toHaveTextContent('"google":true');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/auth\/v1\/settings$/);
});

it('shows a kept answer at once on the next visit, and reads it again once it is old', async () => {
  fetchMock.mockResolvedValue(answer());
  const { useAuthSettings, SETTINGS_FRESH_MS } = await loadHook();
  const Probe = probe(useAuthSettings, 'settings');
  const first = render(<Probe />);
  await waitFor(() => expect(screen.getByTestId('settings')).toHaveTextContent('"google":true'));
  first.unmount();

  render(<Probe />);
  expect(screen.getByTestId('settings')).toHaveTextContent('"google":true');
  expect(fetchMock).toHaveBeenCalledTimes(1);

  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + SETTINGS_FRESH_MS + 1);
  render(<Probe />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
});

it('tries once more a second after a failure', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockRejectedValueOnce(new TypeError('network down')).mockResolvedValue(answer());
  const { useAuthSettings, SETTINGS_RETRY_DELAY_MS } = await loadHook();
  const Probe = probe(useAuthSettings, 'settings');
  render(<Probe />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(screen.getByTestId('settings')).toHaveTextContent('null');
  await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RETRY_DELAY_MS));
  await waitFor(() => expect(screen.getByTestId('settings')).toHaveTextContent('"google":true'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('stays without settings when the retry fails too, and warns', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
  const { useAuthSettings, SETTINGS_RETRY_DELAY_MS } = await loadHook();
  const Probe = probe(useAuthSettings, 'settings');
  render(<Probe />);
  await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RETRY_DELAY_MS));
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(screen.getByTestId('settings')).toHaveTextContent('null');
});
