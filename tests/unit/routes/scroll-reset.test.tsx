import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollReset } from '../../../src/routes/scroll-reset';

// Spec §2 resets the scroll on every new path; back (and forward) through history returns to
// where the user left the page.

let offset = 0;
const scrollWindow = (y: number) => {
  offset = y;
  window.dispatchEvent(new Event('scroll'));
};

function Controls() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <p>Đang ở {pathname}</p>
      <button type="button" onClick={() => navigate('/station-status')}>
        Tới danh sách
      </button>
      <button type="button" onClick={() => navigate('/online-monitoring')}>
        Tới theo dõi
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Quay lại
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Đi tiếp
      </button>
    </>
  );
}

beforeEach(() => {
  offset = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => offset);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y?: number) => {
    scrollWindow(typeof x === 'object' ? ((x as ScrollToOptions).top ?? 0) : (y ?? 0));
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderAtMonitoring() {
  render(
    <MemoryRouter
      initialEntries={['/online-monitoring']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <ScrollReset />
      <Controls />
    </MemoryRouter>,
  );
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('ScrollReset', () => {
  it('starts a new page at the top and returns to the old offset on back and forward', async () => {
    renderAtMonitoring();
    // The spec's second reset, 10 ms after the first, has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => scrollWindow(3200));

    await click('Tới danh sách');
    expect(screen.getByText('Đang ở /station-status')).toBeInTheDocument();
    expect(offset).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(offset).toBe(0);
    act(() => scrollWindow(900));

    await click('Quay lại');
    expect(screen.getByText('Đang ở /online-monitoring')).toBeInTheDocument();
    expect(offset).toBe(3200);

    await click('Đi tiếp');
    expect(screen.getByText('Đang ở /station-status')).toBeInTheDocument();
    expect(offset).toBe(900);

    // A new visit of a page seen before is a new entry: it starts at the top.
    await click('Tới theo dõi');
    expect(offset).toBe(0);
    await click('Quay lại');
    expect(offset).toBe(900);
  });

  it('resets the first page only after its commit, so mounting it forces no layout', async () => {
    offset = 500;
    renderAtMonitoring();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(offset).toBe(0);
  });

  it('leaves history traversal to itself: the browser does not restore on its own', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ScrollReset />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
