import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Logo, PoweredBy } from '../../../src/components/logo';
import { validImageUrl } from '../../../src/components/logo-api';

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answerLogo(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('validImageUrl', () => {
  it('keeps non-empty valid URLs only', () => {
    expect(validImageUrl('https://cdn.example/logo.png', 'http://app.test/')).toBe(
      'https://cdn.example/logo.png',
    );
    expect(validImageUrl('/media/logo.png', 'http://app.test/x')).toBe(
      'http://app.test/media/logo.png',
    );
    expect(validImageUrl('', 'http://app.test/')).toBeNull();
    expect(validImageUrl('   ', 'http://app.test/')).toBeNull();
    expect(validImageUrl('javascript:alert(1)', 'http://app.test/')).toBeNull();
    expect(validImageUrl(42, 'http://app.test/')).toBeNull();
  });
});

describe('Logo', () => {
  it('shows a placeholder while loading, then the customer logo, from GET /customers/logo', async () => {
    const fetchMock = answerLogo({
      logo: 'https://cdn.example/acme.png',
      powered_by: 'https://cdn.example/by.png',
    });
    const { container } = render(withClient(<Logo />));
    expect(container.querySelector('.gw-skeleton')).not.toBeNull();
    const image = await screen.findByRole('img', { name: 'Logo doanh nghiệp' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/acme.png');
    expect(image.style.maxWidth).toBe('180px');
    expect(image.style.maxHeight).toBe('127px');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/customers\/logo$/);
  });

  it('falls back to the bundled logo when the image fails or the call fails', async () => {
    answerLogo({ logo: 'https://cdn.example/broken.png' });
    const { unmount } = render(withClient(<Logo />));
    const image = await screen.findByRole('img', { name: 'Logo doanh nghiệp' });
    fireEvent.error(image);
    await waitFor(() =>
      expect(image.getAttribute('src')).not.toBe('https://cdn.example/broken.png'),
    );
    unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerLogo({ message: 'boom' }, 500);
    render(withClient(<Logo />));
    const fallback = await screen.findByRole('img', { name: 'Logo doanh nghiệp' });
    expect(fallback.getAttribute('src')).toMatch(/logo/);
    expect(fallback.getAttribute('src')).not.toMatch(/^https:\/\/cdn/);
  });
});

describe('PoweredBy', () => {
  it("shows 'Cung cấp bởi' with the image, and hides itself when the image fails", async () => {
    answerLogo({ logo: '', powered_by: 'https://cdn.example/by.png' });
    render(withClient(<PoweredBy />));
    const image = await screen.findByRole('img', { name: 'Đơn vị cung cấp' });
    expect(screen.getByText('Cung cấp bởi')).toBeInTheDocument();
    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByText('Cung cấp bởi')).not.toBeInTheDocument());
  });

  it('is absent when no powered-by URL is configured', async () => {
    const fetchMock = answerLogo({ logo: 'https://cdn.example/acme.png', powered_by: null });
    render(withClient(<PoweredBy />));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Cung cấp bởi')).not.toBeInTheDocument();
  });
});
