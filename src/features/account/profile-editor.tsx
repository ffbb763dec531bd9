// The profile form shared by the 'Thông tin tài khoản' dialog and the /profile page (spec §2,
// §4, §5): avatar, company and email; full name, phone, email and the alert-email switch,
// validated on change; the role read-only; the current plan; save enabled only when changed,
// valid and not saving.
import { yupResolver } from '@hookform/resolvers/yup';
import type { User } from '@supabase/supabase-js';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHref } from 'react-router-dom';
import { FormSwitch, FormZmpInput } from '../../components/form';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { displayValue } from '../../lib/display';
import { supabase } from '../../services/supabase';
import { notify } from '../../services/toast';
import { saveProfile } from './account-actions';
import { accountProfile, useAccountSummary } from './account-summary';
import { Avatar } from './avatar';
import { profileSchema, type ProfileFormValues } from './lib/profile-form';
import { PlanCard } from './plan-card';
import './account.css';

export function profileFormValues(user: User): ProfileFormValues {
  const profile = accountProfile(user);
  return {
    full_name: profile.fullName ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    notification_email_enable: profile.alertEmails,
  };
}

interface ProfileEditorProps {
  user: User;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** Shows a cancel button when given. */
  onCancel?: () => void;
}

export function ProfileEditor({ user, onSaved, onCancel }: ProfileEditorProps) {
  const { t } = useT();
  const formId = useId();
  const { loading, profile, companyName, role } = useAccountSummary();
  const emailRedirectTo = new URL(useHref('/'), window.location.origin).toString();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<ProfileFormValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onChange',
    defaultValues: profileFormValues(user),
  });

  // New stored values (after saving, or changed elsewhere) are where the form starts again. Only
  // the values count: the session hands over a new user object on every token refresh, and an
  // edit in progress must not be wiped by one.
  const stored = JSON.stringify(profileFormValues(user));
  useEffect(() => {
    reset(JSON.parse(stored) as ProfileFormValues);
  }, [reset, stored]);

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const outcome = await saveProfile(supabase, user.email ?? null, values, emailRedirectTo);
      outcome.messages.forEach(({ type, text }) => notify[type](text));
      if (outcome.saved) onSaved?.();
    } finally {
      setSaving(false);
    }
  });

  // Both read on every render: react-hook-form tracks only the state a render has read, and a
  // short-circuited `isDirty && isValid` left isValid untracked until a second change.
  const { isDirty, isValid } = formState;
  const canSave = isDirty && isValid && !saving;
  const name = profile?.displayName ?? t('display.notUpdated');

  return (
    <div className="gw-profile-editor">
      <header className="gw-profile-editor__identity">
        <Avatar url={profile?.avatarUrl ?? null} label={t('account.avatar')} />
        <div className="gw-profile-editor__who">
          <p className="gw-profile-editor__name">{name}</p>
          {loading && !companyName ? (
            <Skeleton width={160} height={12} />
          ) : (
            <p className="gw-profile-editor__company">{displayValue(companyName)}</p>
          )}
          <p className="gw-muted gw-profile-editor__email">{displayValue(profile?.email)}</p>
        </div>
      </header>
      <form id={formId} className="gw-form gw-profile-editor__form" onSubmit={onSubmit} noValidate>
        <div className="gw-profile-editor__grid">
          <FormZmpInput
            control={control}
            name="full_name"
            label={t('account.fullName')}
            autoComplete="name"
            required
          />
          <FormZmpInput
            control={control}
            name="phone"
            label={t('account.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <FormZmpInput
            control={control}
            name="email"
            label={t('account.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <div className="gw-field">
            <span className="gw-field__label" id={`${formId}-role`}>
              {t('account.role')}
            </span>
            <p className="gw-profile-editor__role" aria-labelledby={`${formId}-role`}>
              <span className="gw-badge gw-badge--role">{role}</span>
            </p>
            <p className="gw-field__hint">{t('account.roleReadOnly')}</p>
          </div>
        </div>
        <FormSwitch
          control={control}
          name="notification_email_enable"
          label={t('account.alertEmails')}
          hint={t('account.alertEmailsHint')}
        />
      </form>
      <section className="gw-profile-editor__plan" aria-labelledby={`${formId}-plan`}>
        <h3 id={`${formId}-plan`} className="gw-profile-editor__section-title">
          {t('plan.title')}
        </h3>
        <PlanCard customerId={profile?.customerId ?? null} />
      </section>
      <div className="gw-dialog__footer">
        {onCancel && (
          <button
            type="button"
            className="gw-button gw-button--secondary"
            onClick={onCancel}
            disabled={saving}
          >
            {t('account.cancel')}
          </button>
        )}
        <button
          type="submit"
          form={formId}
          className="gw-button gw-button--primary"
          disabled={!canSave}
          aria-busy={saving}
        >
          {saving ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </div>
  );
}
