// A loadable page renders at once when its module is already in, without passing through its
// Suspense fallback; before that it waits in the fallback, and its state survives the switch.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadable, SHELL_STRINGS_ONLY } from '../../../src/routes/loadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** A module that arrives when `arrive` is called. */
function lateModule() {
  let arrive!: () => void;
  const module = new Promise<{ Counter: typeof Counter }>((resolve) => {
    arrive = () => resolve({ Counter });
  });
  return { load: () => module, arrive: () => arrive() };
}

const inSuspense = (element: JSX.Element) => (
  <Suspense fallback={<p>Đang tải</p>}>{element}</Suspense>
);

describe('loadable', () => {
  it('renders a preloaded module on its first render, the fallback never shown', async () => {
    const late = lateModule();
    const Page = loadable(late.load, 'Counter', SHELL_STRINGS_ONLY);
    const preloaded = Page.preload();
    late.arrive();
    await preloaded;
    render(inSuspense(<Page label="Trang" />));
    // Synchronously, in the first commit: no fallback, no wait for a retry.
    expect(screen.queryByText('Đang tải')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trang 0' })).toBeTruthy();
  });

  it('waits in the fallback for a module not yet in, then keeps the page as mounted', async () => {
    const late = lateModule();
    const Page = loadable(late.load, 'Counter', SHELL_STRINGS_ONLY);
    const { rerender } = render(inSuspense(<Page label="Trang" />));
    expect(screen.getByText('Đang tải')).toBeTruthy();
    await act(async () => late.arrive());
    const button = await screen.findByRole('button', { name: 'Trang 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Trang 1' })).toBeTruthy();
    // A later render of the same page keeps its state: its element type did not change.
    rerender(inSuspense(<Page label="Trang" />));
    expect(screen.getByRole('button', { name: 'Trang 1' })).toBeTruthy();
  });
});
