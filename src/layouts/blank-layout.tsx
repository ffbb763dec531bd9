import type { ReactNode } from 'react';

/** Sign-in and related pages: a calm full-screen background with a centred card. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main className="gw-blank" id="gw-main">
      {children}
    </main>
  );
}
