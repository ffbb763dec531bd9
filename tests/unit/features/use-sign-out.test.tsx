import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RecoilRoot, useRecoilValue } from 'recoil';
import { afterEach, expect, it, vi } from 'vitest';
import { sessionState, useSignOut } from '../../../src/features/auth';
import { supabase } from '../../../src/services/supabase';

function SignOutButton() {
  const { signOut, signingOut } = useSignOut();
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

afterEach(() => vi.restoreAllMocks());

it('signs out once, keeps the preference keys and goes to /login', async () => {
  let finish: () => void = () => {};
  const signOut = vi
    .spyOn(supabase.auth, 'signOut')
    .mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ error: null }))));
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('i18nextLng', 'en');
  localStorage.setItem('sb-greenwatch-auth-token', '{}');
  render(
    <RecoilRoot>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<SignOutButton />} />
          <Route path="/login" element={<p>trang đăng nhập</p>} />
        </Routes>
      </MemoryRouter>
    </RecoilRoot>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  expect(screen.getByTestId('state')).toHaveTextContent('true/true');
  act(() => finish());
  await waitFor(() => expect(screen.getByText('trang đăng nhập')).toBeInTheDocument());
  expect(signOut).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(localStorage.getItem('i18nextLng')).toBe('en');
  expect(localStorage.getItem('sb-greenwatch-auth-token')).toBeNull();
});
