// The app's server cache (services/query-client.ts) around the screens that use react-query:
// the signed-in shell and the public page. The sign-in pages sit outside it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from './query-client';

export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
