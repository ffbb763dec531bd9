import { AuthApiError } from '@supabase/supabase-js';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot, useRecoilValue } from 'recoil';
import { afterEach, expect, it, vi } from 'vitest';
import { SessionSync, sessionState } from '../../../../src/features/auth';
import { supabase } from '../../../../src/services/supabase';

function SessionProbe() {
  const session = useRecoilValue(sessionState);
  return (
    <output data-testid="session">
      {`${session.loading}/${session.user?.id ?? 'none'}/${session.error ?? ''}`}
    </output>
  );
}

function renderSync() {
  render(
    <RecoilRoot>
      <MemoryRouter>
        <SessionSync />
        <SessionProbe />
      </MemoryRouter>
    </RecoilRoot>,
  );
}

afterEach(() => vi.restoreAllMocks());

it('starts loading and ends with nobody signed in when nothing is stored', async () => {
  renderSync();
  expect(screen.getByTestId('session')).toHaveTextContent('true/none/');
  await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('false/none/'));
});

it('removes a stored session whose refresh token is gone for good (spec §4)', async () => {
  vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({
    data: { session: null },
    error: new AuthApiError(
      'Invalid Refresh Token: Refresh Token Not Found',
      400,
      'refresh_token_not_found',
    ),
  });
  const signOut = vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({ error: null });
  renderSync();
  await waitFor(() =>
    expect(screen.getByTestId('session')).toHaveTextContent(
      'false/none/Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    ),
  );
  expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
});

it('keeps the session through a failure it may recover from', async () => {
  vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({
    data: { session: null },
    error: new AuthApiError('Service Unavailable', 503, undefined),
  });
  const signOut = vi.spyOn(supabase.auth, 'signOut');
  renderSync();
  await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent(/^false/));
  expect(signOut).not.toHaveBeenCalled();
});
