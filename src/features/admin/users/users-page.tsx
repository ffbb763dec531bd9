// /users 'Người dùng' (issue 16): the platform admin's accounts, all or one customer's; a
// customer admin's, of its customer only (the server decides, server/api/admin/users-routes.ts).
// Invite, change access, alert mails, disable/enable, resend the invite, send a reset mail,
// delete; what ends an account's access asks first and says what follows.
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useRecoilValue } from 'recoil';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Select } from '../../../components/form';
import { useT } from '../../../i18n';
import { useEnums } from '../../account';
import { sessionUserState } from '../../auth';
import { customersQuery } from '../admin-api';
import { ErrorState, LoadingState } from '../query-state';
import { useUserActions } from './use-user-actions';
import { AccessDialog, InviteDialog } from './user-dialogs';
import { USER_COLUMNS, UserRow, type RowAction } from './user-row';
import { usersQuery, type ConsoleUser } from './users-api';
import '../admin.css';
import './users.css';

const ALL = 0;

type Pending = { user: ConsoleUser; action: 'disable' | 'delete' } | null;

function useCaller() {
  const user = useRecoilValue(sessionUserState);
  const metadata = (user?.user_metadata ?? {}) as { role?: string; customer_id?: number };
  return {
    id: user?.id,
    role: metadata.role,
    customerId: typeof metadata.customer_id === 'number' ? metadata.customer_id : null,
  };
}

export function UsersPage() {
  const { t } = useT();
  const caller = useCaller();
  const enums = useEnums();
  const platform = caller.role === 'admin';
  const [customer, setCustomer] = useState<number>(ALL);
  const customers = useQuery({ ...customersQuery(), enabled: platform });
  const users = useQuery(usersQuery(platform && customer !== ALL ? customer : null));
  const actions = useUserActions();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ConsoleUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const onAction = (user: ConsoleUser, action: RowAction) => {
    if (action === 'edit') setEditing(user);
    else if (action === 'disable' || action === 'delete') setPending({ user, action });
    else void actions.run(user, action).catch(() => undefined);
  };
  const confirmPending = async () => {
    if (!pending) return;
    await actions.run(pending.user, pending.action).catch(() => undefined);
    setPending(null);
  };
  const confirmTexts = pending?.action === 'delete' ? 'confirmDelete' : ('confirmDisable' as const);

  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.users')}
        </h1>
        <p className="gw-muted">{t('adminUsers.users.intro')}</p>
      </header>
      <div className="gw-admin-users__bar">
        {platform && customers.data && (
          <div className="gw-admin__filters">
            <Select<number>
              label={t('adminUsers.users.customer')}
              options={[
                { value: ALL, label: t('adminUsers.users.allCustomers') },
                ...customers.data.map(({ id, name }) => ({ value: id, label: name })),
              ]}
              value={customer}
              onChange={setCustomer}
            />
          </div>
        )}
        <button
          type="button"
          className="gw-button gw-button--primary gw-admin-users__invite"
          onClick={() => setInviting(true)}
        >
          <UserPlus size={16} aria-hidden="true" /> {t('adminUsers.users.invite')}
        </button>
      </div>
      {users.isPending && <LoadingState label={t('adminUsers.users.loading')} />}
      {users.isError && (
        <ErrorState
          message={t('adminUsers.users.loadError')}
          retryLabel={t('adminUsers.users.retry')}
          onRetry={() => void users.refetch()}
        />
      )}
      {users.data?.length === 0 && <p className="gw-admin__state">{t('adminUsers.users.empty')}</p>}
      {users.data && users.data.length > 0 && (
        <table className="gw-admin-table gw-admin-users">
          <caption className="gw-admin__sr">{t('adminUsers.users.caption')}</caption>
          <thead>
            <tr>
              {USER_COLUMNS.map((key) => (
                <th key={key} scope="col">
                  {t(`adminUsers.users.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                enums={enums}
                isSelf={user.id === caller.id}
                busy={actions.busy}
                onAction={onAction}
                onAlerts={(target, on) => void actions.setAlerts(target, on)}
              />
            ))}
          </tbody>
        </table>
      )}
      <InviteDialog
        open={inviting}
        callerRole={caller.role}
        callerCustomerId={platform ? (customer === ALL ? null : customer) : caller.customerId}
        onClose={() => setInviting(false)}
        onInvite={async (values) => {
          await actions.invite(values);
          setInviting(false);
        }}
      />
      <AccessDialog
        user={editing}
        callerRole={caller.role}
        onClose={() => setEditing(null)}
        onSave={async (user, values) => {
          await actions.saveAccess(user, values);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t(`adminUsers.users.${confirmTexts}.title`)}
        description={t(`adminUsers.users.${confirmTexts}.description`, {
          email: pending?.user.email ?? '',
        })}
        confirmText={
          pending?.action === 'delete'
            ? t('adminUsers.users.confirmDelete.confirm')
            : t('adminUsers.users.actions.disable')
        }
        variant="danger"
        loading={actions.busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
    </section>
  );
}
