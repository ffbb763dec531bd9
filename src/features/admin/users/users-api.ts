// The console's accounts through the product API (/api/admin/users, server/api/admin): it
// invites and changes accounts with GoTrue's admin API, which the browser may not call.
import { queryOptions } from '@tanstack/react-query';
import type { RouteKey } from '../../../../shared/route-keys';
import { apiClient, ApiError } from '../../../services/api-client';
import type { AccessChange, InviteFormValues } from './user-form';

export type UserStatus = 'invited' | 'active' | 'disabled';

export interface ConsoleUser {
  id: string;
  email: string | null;
  full_name: string | null;
  role: string | null;
  customer_id: number | null;
  customer_name: string | null;
  can_access: RouteKey[];
  /** E.164 digits an administrator vouched for: a first-time Zalo user with it is matched. */
  verified_phone: string | null;
  status: UserStatus;
  notification_email_enable: boolean;
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
}

export type UserAction = 'disable' | 'enable' | 'resend-invite' | 'reset-password';

export const usersQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: ['admin', 'users', customerId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ConsoleUser[]>(
        `/admin/users${customerId === null ? '' : `?customer_id=${customerId}`}`,
        signal,
      ),
    // Accounts change from here: always start from what is stored now.
    staleTime: 0,
  });

/** Where the set-password link of an invitation or reset mail brings its reader back. */
const setPasswordPage = () => new URL('reset-password', document.baseURI).toString();

export const inviteUser = (values: InviteFormValues) =>
  apiClient.send<ConsoleUser>('/admin/users', {
    method: 'POST',
    body: { ...values, redirect_to: setPasswordPage() },
  });

export const changeUser = (id: string, values: AccessChange) =>
  apiClient.send<ConsoleUser>(`/admin/users/${id}`, { method: 'PATCH', body: values });

export const runUserAction = (id: string, action: UserAction) =>
  apiClient.send<ConsoleUser>(`/admin/users/${id}/${action}`, {
    method: 'POST',
    body: { redirect_to: setPasswordPage() },
  });

export const deleteUser = (id: string) =>
  apiClient.send<unknown>(`/admin/users/${id}`, { method: 'DELETE' });

/** The server's Vietnamese message of a refused call, or the error's own text. */
export function consoleErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.message) as { message?: unknown };
      if (typeof body.message === 'string') return body.message;
    } catch {
      // not JSON: the status text below
    }
  }
  return error instanceof Error ? error.message : String(error);
}
