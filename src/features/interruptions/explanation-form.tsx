// What the officer writes about one gap: cause, actions taken, expected repair, and when and how
// the authority was told. Bounded as the server bounds it; saved through the product API.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACTIONS_MAX_CHARS,
  CAUSE_MAX_CHARS,
  EXPECTED_REPAIR_MAX_CHARS,
  NOTICE_CHANNELS,
  NOTICE_REFERENCE_MAX_CHARS,
  type NoticeChannel,
} from '../../../shared/interruptions';
import { Select, Textarea, TextInput } from '../../components/form';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../services/api-client';
import { notify } from '../../services/toast';
import { formatVietnamTime } from '../report-kit';
import { explanationInput, saveExplanation, type Interruption } from './interruptions-api';

/** Vietnam keeps +07:00 all year: the datetime-local field is read and written in it. */
const VIETNAM_OFFSET = '+07:00';
export const fromLocalInput = (value: string) =>
  value ? new Date(`${value}:00${VIETNAM_OFFSET}`).toISOString() : null;
const toLocalInput = (iso: string | null) =>
  iso ? formatVietnamTime(iso, "yyyy-MM-dd'T'HH:mm") : '';

interface ExplanationFormProps {
  stationId: number;
  gap: Interruption;
  onSaved: () => void;
}

export function ExplanationForm({ stationId, gap, onSaved }: ExplanationFormProps) {
  const { t } = useT();
  const client = useQueryClient();
  const current = gap.explanation;
  const [cause, setCause] = useState(current?.cause ?? '');
  const [actions, setActions] = useState(current?.actionsTaken ?? '');
  const [repair, setRepair] = useState(current?.expectedRepair ?? '');
  const [sentAt, setSentAt] = useState(toLocalInput(current?.noticeSentAt ?? null));
  const [channel, setChannel] = useState<NoticeChannel | null>(current?.noticeChannel ?? null);
  const [reference, setReference] = useState(current?.noticeReference ?? '');
  const [formError, setFormError] = useState<string | undefined>();

  const tooLong = (label: string, value: string, max: number) =>
    value.trim().length > max ? t('interruptions.form.tooLong', { label, max }) : undefined;
  const errors = {
    cause: tooLong(t('interruptions.form.cause'), cause, CAUSE_MAX_CHARS),
    actions: tooLong(t('interruptions.form.actions'), actions, ACTIONS_MAX_CHARS),
    repair: tooLong(t('interruptions.form.expectedRepair'), repair, EXPECTED_REPAIR_MAX_CHARS),
    reference: tooLong(
      t('interruptions.form.noticeReference'),
      reference,
      NOTICE_REFERENCE_MAX_CHARS,
    ),
  };
  const save = useMutation({
    mutationFn: () =>
      saveExplanation(
        explanationInput(stationId, gap, {
          cause,
          actionsTaken: actions,
          expectedRepair: repair,
          noticeSentAt: fromLocalInput(sentAt),
          noticeChannel: channel,
          noticeReference: reference,
        }),
      ),
    onSuccess: async () => {
      notify.success(t('interruptions.form.saved'));
      await client.invalidateQueries({ queryKey: ['interruptions'] });
      onSaved();
    },
    onError: (error) => setFormError(apiErrorMessage(error, t('interruptions.form.saveError'))),
  });
  const submit = () => {
    setFormError(undefined);
    if (Object.values(errors).some(Boolean)) return;
    if (!sentAt !== !channel) return setFormError(t('interruptions.form.noticeBoth'));
    save.mutate();
  };
  const count = (value: string, max: number) =>
    t('interruptions.form.count', { count: value.trim().length, max });

  return (
    <form
      className="gw-gap-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={t('interruptions.form.cause')}
        placeholder={t('interruptions.form.causePlaceholder')}
        value={cause}
        rows={3}
        maxLength={CAUSE_MAX_CHARS + 100}
        hint={count(cause, CAUSE_MAX_CHARS)}
        error={errors.cause}
        onChange={(event) => setCause(event.target.value)}
      />
      <Textarea
        label={t('interruptions.form.actions')}
        placeholder={t('interruptions.form.actionsPlaceholder')}
        value={actions}
        rows={3}
        maxLength={ACTIONS_MAX_CHARS + 100}
        hint={count(actions, ACTIONS_MAX_CHARS)}
        error={errors.actions}
        onChange={(event) => setActions(event.target.value)}
      />
      <TextInput
        label={t('interruptions.form.expectedRepair')}
        placeholder={t('interruptions.form.expectedRepairPlaceholder')}
        value={repair}
        maxLength={EXPECTED_REPAIR_MAX_CHARS + 50}
        error={errors.repair}
        onChange={(event) => setRepair(event.target.value)}
      />
      <div className="gw-gap-form__notice">
        <TextInput
          type="datetime-local"
          label={t('interruptions.form.noticeSentAt')}
          value={sentAt}
          onChange={(event) => setSentAt(event.target.value)}
        />
        <Select<NoticeChannel | ''>
          label={t('interruptions.form.noticeChannel')}
          options={[
            { value: '', label: t('interruptions.form.noticeNotSent') },
            ...NOTICE_CHANNELS.map((value) => ({
              value,
              label: t(`interruptions.channel.${value}`),
            })),
          ]}
          value={channel ?? ''}
          onChange={(value) => setChannel(value || null)}
        />
        <TextInput
          label={t('interruptions.form.noticeReference')}
          value={reference}
          maxLength={NOTICE_REFERENCE_MAX_CHARS + 50}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      {formError && (
        <p className="gw-field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="gw-button gw-button--primary" disabled={save.isPending}>
        {save.isPending ? t('interruptions.form.saving') : t('interruptions.form.save')}
      </button>
    </form>
  );
}
