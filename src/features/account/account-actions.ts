// The two account actions against the auth service, without UI: saving the profile (spec §4,
// §7, §8) and changing the password (spec §4, §5, §8). Each returns what the dialog shows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { translate } from '../../i18n';
import { authErrorKind, authErrorMessage } from '../auth';
import { emailConfirmationSentMessage } from './lib/account-messages';
import { buildUpdateUserPayload, emailChanged, type ProfileFormValues } from './lib/profile-form';

export interface ProfileSaveOutcome {
  /** The profile itself was saved. */
  saved: boolean;
  /** Toasts to show, in order. */
  messages: Array<{ type: 'success' | 'info' | 'error'; text: string }>;
}

/** The server's message (through the Vietnamese mapping), or the spec's fallback without one. */
function profileSaveFailure(error: Error): string {
  return error.message.trim() !== '' || authErrorKind(error) !== null
    ? authErrorMessage(error, 'updateProfile')
    : translate('accountOutcome.profileSaveFailed');
}

/**
 * Spec §7: update the user with the metadata and the normalised phone; when the email changed,
 * a second update with the email only (its own failure message); then refresh the session so
 * the app sees the new values.
 */
export async function saveProfile(
  client: SupabaseClient,
  currentEmail: string | null,
  values: ProfileFormValues,
  emailRedirectTo: string,
): Promise<ProfileSaveOutcome> {
  const { error } = await client.auth.updateUser(buildUpdateUserPayload(values));
  if (error)
    return { saved: false, messages: [{ type: 'error', text: profileSaveFailure(error) }] };

  const messages: ProfileSaveOutcome['messages'] = [
    { type: 'success', text: translate('accountOutcome.profileSaved') },
  ];
  if (emailChanged(currentEmail, values.email)) {
    const email = values.email.trim();
    const { error: emailError } = await client.auth.updateUser({ email }, { emailRedirectTo });
    messages.push(
      emailError
        ? { type: 'error', text: translate('accountOutcome.emailChangeFailed') }
        : { type: 'info', text: emailConfirmationSentMessage(email) },
    );
  }
  const { error: refreshError } = await client.auth.refreshSession();
  if (refreshError) console.warn('Session refresh after saving failed:', refreshError.message);
  return { saved: true, messages };
}

export type ChangePasswordOutcome = { ok: true } | { ok: false; rootError: string };

/**
 * Spec §4 order: verify the current password by signing in again with the session email, then
 * set the new password.
 */
export async function changePassword(
  client: SupabaseClient,
  sessionEmail: string | null | undefined,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordOutcome> {
  if (!sessionEmail) {
    return { ok: false, rootError: translate('accountOutcome.noSessionEmail') };
  }
  const { error: verifyError } = await client.auth.signInWithPassword({
    email: sessionEmail,
    password: currentPassword,
  });
  if (verifyError) {
    return {
      ok: false,
      rootError:
        authErrorKind(verifyError) === 'invalidCredentials'
          ? translate('accountOutcome.wrongCurrentPassword')
          : authErrorMessage(verifyError, 'changePassword'),
    };
  }
  const { error } = await client.auth.updateUser({ password: newPassword });
  if (error) return { ok: false, rootError: authErrorMessage(error, 'changePassword') };
  return { ok: true };
}
