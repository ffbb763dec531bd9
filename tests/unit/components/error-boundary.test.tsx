import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/components/error-boundary';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

it('shows the fallback screen, logs the error, calls the handler and reloads on demand', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const onError = vi.fn();
  const reload = vi.fn();
  render(
    <ErrorBoundary onError={onError} reload={reload}>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Có lỗi xảy ra' })).toBeInTheDocument();
  expect(
    screen.getByText('Ứng dụng gặp lỗi không mong muốn. Vui lòng thử lại sau.'),
  ).toBeInTheDocument();
  expect(onError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'boom' }),
    expect.anything(),
  );
  expect(logged).toHaveBeenCalledWith(
    'Unexpected rendering error',
    expect.objectContaining({ message: 'boom' }),
    expect.anything(),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Tải lại trang' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('renders its children when nothing fails', () => {
  render(
    <ErrorBoundary>
      <p>Bình thường</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('Bình thường')).toBeInTheDocument();
});
