// /escalation (issue 17, console): a customer's escalation chain, edited by the platform admin
// (any customer) and by a customer admin (its own). An incident nobody acknowledges goes from
// one level to the next after that level's wait; the top level also reaches people in their
// quiet hours.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useRecoilValue } from 'recoil';
import { Checkbox, MultiSelect, Select, TextInput } from '../../components/form';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { sessionUserState } from '../auth';
import {
  chainCustomersQuery,
  chainUsersQuery,
  escalationChainQuery,
  saveEscalationChain,
} from './escalation-api';
import {
  chainProblems,
  ESCALATION_CHANNELS,
  ESCALATION_ROLES,
  MAX_DELAY_MINUTES,
  MAX_LEVELS,
  newStep,
  stepsOfRows,
  type ChainStep,
} from './escalation-chain';
import './incidents.css';

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

function ChainEditor({ customerId, platform }: { customerId: number; platform: boolean }) {
  const { t } = useT();
  const client = useQueryClient();
  const chain = useQuery(escalationChainQuery(customerId));
  const users = useQuery(chainUsersQuery(customerId, platform));
  const [steps, setSteps] = useState<ChainStep[] | null>(null);
  useEffect(() => setSteps(null), [customerId]);
  const shown = steps ?? (chain.data ? stepsOfRows(chain.data) : null);
  const save = useMutation({
    mutationFn: (next: ChainStep[]) => saveEscalationChain(customerId, next),
    onSuccess: async () => {
      notify.success(t('incidents.chain.saved'));
      await client.invalidateQueries({ queryKey: ['escalation', customerId] });
      setSteps(null);
    },
    onError: () => notify.error(t('incidents.chain.saveError')),
  });
  const userOptions = useMemo(
    () =>
      (users.data ?? [])
        .filter((user) => user.role === 'user' || user.role === 'customer_admin')
        .map((user) => ({ value: user.id, label: user.full_name || user.email || user.id })),
    [users.data],
  );
  if (chain.isError) return <p role="alert">{t('incidents.chain.loadError')}</p>;
  if (!shown) return <p role="status">{t('incidents.loading')}</p>;
  const problems = chainProblems(shown);
  const edit = (index: number, change: Partial<ChainStep>) =>
    setSteps(shown.map((step, i) => (i === index ? { ...step, ...change } : step)));
  return (
    <div className="gw-escalation">
      {shown.length === 0 && <p className="gw-muted">{t('incidents.chain.empty')}</p>}
      <ol className="gw-escalation__levels">
        {shown.map((step, index) => {
          const level = index + 1;
          return (
            <li key={level} className="gw-card gw-escalation__level" data-level={level}>
              <div className="gw-escalation__level-head">
                <h2>{t('incidents.chain.level', { level })}</h2>
                <button
                  type="button"
                  className="gw-button gw-button--secondary"
                  aria-label={t('incidents.chain.removeLevel', { level })}
                  onClick={() => setSteps(shown.filter((_, i) => i !== index))}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
              <TextInput
                label={t('incidents.chain.delay')}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_DELAY_MINUTES}
                value={String(step.delayMinutes)}
                onChange={(event) => edit(index, { delayMinutes: Number(event.target.value) })}
              />
              <fieldset className="gw-escalation__choices">
                <legend>{t('incidents.chain.roles')}</legend>
                {ESCALATION_ROLES.map((role) => (
                  <Checkbox
                    key={role}
                    label={t(`incidents.chain.role.${role}`)}
                    checked={step.roles.includes(role)}
                    onChange={(event) =>
                      edit(index, { roles: toggled(step.roles, role, event.target.checked) })
                    }
                  />
                ))}
              </fieldset>
              <MultiSelect
                label={t('incidents.chain.users')}
                options={userOptions}
                value={step.userIds}
                onChange={(userIds) => edit(index, { userIds })}
              />
              <fieldset className="gw-escalation__choices">
                <legend>{t('incidents.chain.channels')}</legend>
                {ESCALATION_CHANNELS.map((channel) => (
                  <Checkbox
                    key={channel}
                    label={t(`incidents.channel.${channel}`)}
                    checked={step.channels.includes(channel)}
                    onChange={(event) =>
                      edit(index, {
                        channels: toggled(step.channels, channel, event.target.checked),
                      })
                    }
                  />
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {problems.length > 0 && (
        <ul className="gw-notice" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.kind}-${problem.level}`}>
              {t(`incidents.chain.${problem.kind}`, { level: problem.level })}
            </li>
          ))}
        </ul>
      )}
      <div className="gw-escalation__actions">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          disabled={shown.length >= MAX_LEVELS}
          onClick={() => setSteps([...shown, newStep(shown.at(-1))])}
        >
          <Plus size={16} aria-hidden="true" /> {t('incidents.chain.addLevel')}
        </button>
        <button
          type="button"
          className="gw-button gw-button--primary"
          disabled={steps === null || problems.length > 0 || save.isPending}
          onClick={() => save.mutate(shown)}
        >
          {save.isPending ? t('incidents.chain.saving') : t('incidents.chain.save')}
        </button>
      </div>
    </div>
  );
}

export function EscalationPage() {
  const { t } = useT();
  const user = useRecoilValue(sessionUserState);
  const metadata = (user?.user_metadata ?? {}) as { role?: string; customer_id?: number };
  const platform = metadata.role === 'admin';
  const customers = useQuery({ ...chainCustomersQuery(), enabled: platform });
  const [chosen, setChosen] = useState<number | null>(null);
  const customerId = platform
    ? (chosen ?? customers.data?.[0]?.id ?? null)
    : typeof metadata.customer_id === 'number'
      ? metadata.customer_id
      : null;
  return (
    <section className="gw-incidents" aria-labelledby="gw-escalation-title">
      <header>
        <h1 id="gw-escalation-title" className="gw-page-title">
          {t('incidents.chain.title')}
        </h1>
        <p className="gw-muted gw-incidents__intro">{t('incidents.chain.intro')}</p>
      </header>
      {platform && (
        <div className="gw-escalation__customer">
          <Select
            label={t('incidents.chain.customer')}
            options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={customerId}
            onChange={setChosen}
          />
        </div>
      )}
      {customerId !== null && <ChainEditor customerId={customerId} platform={platform} />}
    </section>
  );
}
