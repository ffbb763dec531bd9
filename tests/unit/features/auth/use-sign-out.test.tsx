import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RecoilRoot, useRecoilValue } from 'recoil';
import { afterEach, expect, it, vi } from 'vitest';
import { sessionState, useSignOut } from '../../../../src/features/auth';
import { appQueryClient } from '../../../../src/services/query-client';
import { supabase } from '../../../../src/services/supabase';

function SignOutButton() {
  const { signOut, signingOut } = useSignOut('/zalo-welcome');
  const session = useRecoilValue(sessionState);
  return (
    <>
      <button type="button" onClick={() => void signOut()}>
        out
      </button>
      <output data-testid="state">{`${signingOut}/${session.loading}`}</output>
    </>
  );
}

// Outside any QueryScope, as on the sign-in pages: the hook needs no react-query provider.
function renderSignOut() {
  return render(
    <RecoilRoot>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<SignOutButton />} />
          <Route path="/zalo-welcome" element={<p>trang chào mừng</p>} />
        </Routes>
      </MemoryRouter>
    </RecoilRoot>,
  );
}

const storedSession = () =>
  vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({
    data: { session: { access_token: 'token-1' } as never },
    error: null,
  });

afterEach(() => vi.restoreAllMocks());

it('clears stored data first, revokes the session once, keeps the preferences, then leaves', async () => {
  storedSession();
  let finish: () => void = () => undefined;
  let storageAtRevoke: string[] = [];
  const revoke = vi.spyOn(supabase.auth.admin, 'signOut').mockImplementation(
    () =>
      new Promise((resolve) => {
        storageAtRevoke = Object.keys(localStorage).sort();
        finish = () => resolve({ data: null, error: null });
      }),
  );
  // The app's server cache, as the screens fill it.
  const queryClient = appQueryClient();
  queryClient.setQueryData(['customer', '1', 'name'], 'Phước Long');
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('i18nextLng', 'en');
  localStorage.setItem('sb-greenwatch-auth-token', '{}');
  localStorage.setItem('locale', 'en');
  renderSignOut();

  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  expect(screen.getByTestId('state')).toHaveTextContent('true/true');
  await waitFor(() => expect(revoke).toHaveBeenCalledTimes(1));
  expect(revoke).toHaveBeenCalledWith('token-1');
  expect(storageAtRevoke).toEqual(['i18nextLng', 'theme']);
  expect(queryClient.getQueryData(['customer', '1', 'name'])).toBeUndefined();

  act(() => finish());
  await waitFor(() => expect(screen.getByText('trang chào mừng')).toBeInTheDocument());
  expect(revoke).toHaveBeenCalledTimes(1);
});

it.each([401, 403, 404])('treats a %i reply as signed out, without a warning', async (status) => {
  storedSession();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(supabase.auth.admin, 'signOut').mockResolvedValue({
    data: null,
    error: Object.assign(new Error('gone'), { status }) as never,
  });
  renderSignOut();
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  await waitFor(() => expect(screen.getByText('trang chào mừng')).toBeInTheDocument());
  expect(warn).not.toHaveBeenCalled();
});

it('still signs out locally when the auth service fails otherwise', async () => {
  storedSession();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(supabase.auth.admin, 'signOut').mockResolvedValue({
    data: null,
    error: Object.assign(new Error('boom'), { status: 500 }) as never,
  });
  localStorage.setItem('sb-greenwatch-auth-token', '{}');
  renderSignOut();
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  await waitFor(() => expect(screen.getByText('trang chào mừng')).toBeInTheDocument());
  expect(warn).toHaveBeenCalledWith('Failed to sign out', 'boom');
  expect(localStorage.getItem('sb-greenwatch-auth-token')).toBeNull();
});
