// Pages under zmp-ui's AnimationRoutes: the shell around them stays mounted, the page being
// left is hidden and inert until its exit transition ends, and on the web (no ZMPRouter) pages
// change without a transition.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../src/routes/app-router';
import { PageFrame } from '../../../src/routes/page-frame';
import { PageRoutes } from '../../../src/routes/page-routes';

const PAGES = ['/first', '/second'].map((path) => (
  <Route
    key={path}
    path={path}
    element={
      <PageFrame>
        <h1>{path}</h1>
      </PageFrame>
    }
  />
));

let go: (path: string) => void = () => undefined;
let shellMounts = 0;

function Shell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  go = navigate;
  useEffect(() => {
    shellMounts += 1;
  }, []);
  return <main>{children}</main>;
}

/** Without ZMPRouter, at /first, then to /second. */
function renderOnTheWebAndGoToSecond() {
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Shell>
        <PageRoutes pages={PAGES} />
      </Shell>
    </MemoryRouter>,
  );
  act(() => {
    go('/second');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const pageOf = (heading: HTMLElement) => heading.closest('.zaui-page') as HTMLElement;

describe('PageRoutes', () => {
  it('under ZMPRouter, slides pages inside a shell that stays, the page left hidden and inert', async () => {
    window.history.replaceState(null, '', '/first');
    shellMounts = 0;
    render(
      <AppRouter choice={{ kind: 'zmp', basename: '' }}>
        <Shell>
          <PageRoutes pages={PAGES} />
        </Shell>
      </AppRouter>,
    );
    // The transitions arrive in their own chunk (the mini app's only).
    const first = await screen.findByRole('heading', { name: '/first' });
    act(() => {
      go('/second');
    });

    // Both pages are in the DOM during the transition; only the new one can be reached.
    const second = screen.getByRole('heading', { name: '/second' });
    expect(screen.getAllByRole('heading')).toEqual([second]);
    expect(pageOf(first)).toHaveAttribute('aria-hidden', 'true');
    expect(pageOf(first).inert).toBe(true);
    expect(pageOf(second)).not.toHaveAttribute('aria-hidden');
    expect(pageOf(second).inert).toBe(false);
    expect(
      document.querySelector('.zaui-routes-forward-enter, .zaui-routes-forward-enter-active'),
    ).not.toBeNull();

    await waitFor(() => expect(first).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getAllByRole('heading', { hidden: true })).toEqual([second]);
    expect(shellMounts).toBe(1);
  });

  it('without ZMPRouter, changes pages at once', () => {
    renderOnTheWebAndGoToSecond();
    expect(screen.getAllByRole('heading', { hidden: true }).map((h) => h.textContent)).toEqual([
      '/second',
    ]);
    expect(document.querySelector('.zaui-routes')).toBeNull();
  });

  it('mounts a page without scrolling it: that would force a layout of the whole page', () => {
    // A new page's element starts at the top; ScrollReset resets pages on a path change.
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    renderOnTheWebAndGoToSecond();
    expect(screen.getByRole('heading', { name: '/second' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
