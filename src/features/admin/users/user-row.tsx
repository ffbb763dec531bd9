// One account in the users list: name and e-mail, role, customer, status, the alert-mail
// switch and the actions (a table row on a wide screen, a card on a phone: admin.css).
import { KeyRound, MailPlus, Power, PowerOff, Trash2, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from '../../../components/form';
import { useT } from '../../../i18n';
import { roleLabel, type EnumEntry } from '../../../lib/display';
import type { ConsoleUser, UserAction } from './users-api';

export type RowAction = UserAction | 'delete' | 'edit';

export const USER_COLUMNS = ['user', 'role', 'customer', 'status', 'alerts', 'actions'] as const;
type UserColumn = (typeof USER_COLUMNS)[number];

interface UserRowProps {
  user: ConsoleUser;
  enums: readonly EnumEntry[];
  isSelf: boolean;
  busy: boolean;
  onAction: (user: ConsoleUser, action: RowAction) => void;
  onAlerts: (user: ConsoleUser, on: boolean) => void;
}

function ActionButton(props: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`gw-button gw-button--${props.danger ? 'danger' : 'secondary'} gw-button--small`}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {props.icon}
      {props.label}
    </button>
  );
}

export function UserRow({ user, enums, isSelf, busy, onAction, onAlerts }: UserRowProps) {
  const { t } = useT();
  const heads = (key: UserColumn) => t(`adminUsers.users.columns.${key}`);
  const action = (kind: RowAction) => () => onAction(user, kind);
  return (
    <tr>
      <th scope="row" className="gw-admin-users__who">
        <span className="gw-admin-users__name">
          {user.full_name || t('adminUsers.users.noName')}
        </span>
        <span className="gw-muted">{user.email}</span>
        {user.verified_phone && (
          <span className="gw-muted">
            {t('adminUsers.users.phone', { phone: user.verified_phone })}
          </span>
        )}
      </th>
      <td data-label={heads('role')} className="gw-admin-users__role">
        {roleLabel(enums, user.role)}
      </td>
      <td data-label={heads('customer')}>{user.customer_name ?? '—'}</td>
      <td data-label={heads('status')}>
        <span className={`gw-badge gw-admin-users__status--${user.status}`}>
          {t(`adminUsers.users.status.${user.status}`)}
        </span>
      </td>
      <td data-label={heads('alerts')}>
        <Switch
          label={t(`adminUsers.users.alerts.${user.notification_email_enable ? 'on' : 'off'}`)}
          aria-label={t('adminUsers.users.alertsFor', { email: user.email ?? '' })}
          checked={user.notification_email_enable}
          disabled={busy}
          onChange={(event) => onAlerts(user, event.target.checked)}
        />
      </td>
      <td data-label={heads('actions')}>
        <div className="gw-admin__actions gw-admin-users__actions">
          <ActionButton
            icon={<UserCog size={16} aria-hidden="true" />}
            label={t('adminUsers.users.actions.edit')}
            onClick={action('edit')}
            disabled={busy}
          />
          {user.status === 'invited' ? (
            <ActionButton
              icon={<MailPlus size={16} aria-hidden="true" />}
              label={t('adminUsers.users.actions.resend')}
              onClick={action('resend-invite')}
              disabled={busy}
            />
          ) : (
            <ActionButton
              icon={<KeyRound size={16} aria-hidden="true" />}
              label={t('adminUsers.users.actions.reset')}
              onClick={action('reset-password')}
              disabled={busy}
            />
          )}
          {user.status === 'disabled' ? (
            <ActionButton
              icon={<Power size={16} aria-hidden="true" />}
              label={t('adminUsers.users.actions.enable')}
              onClick={action('enable')}
              disabled={busy}
            />
          ) : (
            <ActionButton
              icon={<PowerOff size={16} aria-hidden="true" />}
              label={t('adminUsers.users.actions.disable')}
              onClick={action('disable')}
              disabled={busy || isSelf}
            />
          )}
          <ActionButton
            icon={<Trash2 size={16} aria-hidden="true" />}
            label={t('adminUsers.users.actions.delete')}
            onClick={action('delete')}
            disabled={busy || isSelf}
            danger
          />
        </div>
      </td>
    </tr>
  );
}
