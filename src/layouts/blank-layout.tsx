import { Outlet } from 'react-router-dom';

/** Sign-in and related pages: a calm full-screen background with a centred card. */
export function BlankLayout() {
  return (
    <main className="gw-blank" id="gw-main">
      <Outlet />
    </main>
  );
}
