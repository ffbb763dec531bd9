// The 'Bảo trì' sheet of one station: declaring a window with everything pre-filled (now, two
// hours, 'Hiệu chuẩn'), so one tap on 'Bắt đầu bảo trì' is enough; or, for a running window, its
// facts with 'Gia hạn thêm 1 giờ' and 'Kết thúc bảo trì', one tap each. The rules are checked here
// with the same code as on the server (shared/maintenance-window.ts), whose refusals are shown
// as they come.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSetRecoilState } from 'recoil';
import {
  checkDeclaration,
  MAINTENANCE_LIMITS,
  MAINTENANCE_REASONS,
  type MaintenanceReason,
} from '../../../shared/maintenance-window';
import { RadioGroup, Select, Textarea, TextInput } from '../../components/form';
import { SheetDialog } from '../../components/sheet-dialog';
import { useT } from '../../i18n';
import { formatDateTime } from '../../lib/format-date';
import { apiErrorMessage } from '../../services/api-client';
import { notify } from '../../services/toast';
import { declareMaintenance, endMaintenance, extendMaintenance } from './maintenance-api';
import { maintenanceWindowsState, nextWindowsGeneration, withWindow } from './maintenance-state';
import type { MaintenanceWindow } from './maintenance-window';

const MINUTE = 60_000;
const DURATIONS_MINUTES = [30, 60, 120, 240, 480, 1440, 4320, 10080] as const;
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  stationId: number;
  stationName: string;
  running: MaintenanceWindow | undefined;
}

function useAfterChange(onClose: () => void) {
  const { t } = useT();
  const setWindows = useSetRecoilState(maintenanceWindowsState);
  return {
    // The answered row at once; realtime brings the same to the customer's other users.
    done: (changed: MaintenanceWindow, message: string) => {
      nextWindowsGeneration(); // a read that began before the change would undo it
      setWindows((windows) => withWindow(windows, changed));
      notify.success(message);
      onClose();
    },
    failed: (error: unknown) => notify.error(apiErrorMessage(error, t('maintenance.actionError'))),
  };
}

function DeclareForm({ stationId, onClose }: Pick<SheetProps, 'stationId' | 'onClose'>) {
  const { t } = useT();
  const [reason, setReason] = useState<MaintenanceReason>('calibration');
  const [start, setStart] = useState(() => formatDateTime(new Date(), LOCAL_INPUT));
  const [minutes, setMinutes] = useState(MAINTENANCE_LIMITS.defaultDurationMs / MINUTE);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { done, failed } = useAfterChange(onClose);
  const declare = useMutation({
    mutationFn: declareMaintenance,
    onSuccess: (row) => done(row, t('maintenance.declared')),
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = new Date(start);
    if (Number.isNaN(startsAt.getTime())) {
      setProblem(t('maintenance.form.startInvalid'));
      return;
    }
    const declaration = {
      stationId,
      startsAt,
      expectedEnd: new Date(startsAt.getTime() + minutes * MINUTE),
      reason,
      note,
    };
    const check = checkDeclaration(declaration, [], new Date());
    setProblem(check.ok ? null : check.message);
    if (check.ok) declare.mutate(declaration);
  };
  return (
    <form className="gw-maintenance-sheet__form" onSubmit={submit} noValidate>
      <RadioGroup
        name={`maintenance-reason-${stationId}`}
        label={t('maintenance.form.reason')}
        inline
        options={MAINTENANCE_REASONS.map((value) => ({
          value,
          label: t(`maintenance.reason.${value}`),
        }))}
        value={reason}
        onChange={(value) => setReason(value as MaintenanceReason)}
      />
      <div className="gw-maintenance-sheet__times">
        <TextInput
          type="datetime-local"
          label={t('maintenance.form.start')}
          hint={t('maintenance.form.startHint')}
          value={start}
          max={formatDateTime(new Date(), LOCAL_INPUT)}
          onChange={(event) => setStart(event.target.value)}
        />
        <Select<number>
          label={t('maintenance.form.duration')}
          options={DURATIONS_MINUTES.map((value) => ({
            value,
            label: t(`maintenance.duration.m${value}`),
          }))}
          value={minutes}
          onChange={setMinutes}
        />
      </div>
      <Textarea
        label={reason === 'other' ? t('maintenance.form.noteRequired') : t('maintenance.form.note')}
        placeholder={t('maintenance.form.notePlaceholder')}
        rows={2}
        maxLength={MAINTENANCE_LIMITS.noteMaxChars}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem && (
        <p className="gw-field__error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="gw-button gw-button--primary gw-button--block"
        disabled={declare.isPending}
      >
        {declare.isPending ? t('maintenance.declaring') : t('maintenance.declare')}
      </button>
    </form>
  );
}

function RunningWindow({ running, onClose }: { running: MaintenanceWindow; onClose: () => void }) {
  const { t } = useT();
  const { done, failed } = useAfterChange(onClose);
  const extend = useMutation({
    mutationFn: () =>
      extendMaintenance(
        running.id,
        new Date(new Date(running.expected_end).getTime() + MAINTENANCE_LIMITS.extendStepMs),
      ),
    onSuccess: (row) => done(row, t('maintenance.extended')),
    onError: failed,
  });
  const end = useMutation({
    mutationFn: () => endMaintenance(running.id),
    onSuccess: (row) => done(row, t('maintenance.ended')),
    onError: failed,
  });
  const busy = extend.isPending || end.isPending;
  const facts: [string, string][] = [
    [t('maintenance.facts.reason'), t(`maintenance.reason.${running.reason}`)],
    [t('maintenance.facts.start'), formatDateTime(new Date(running.starts_at))],
    [t('maintenance.facts.expectedEnd'), formatDateTime(new Date(running.expected_end))],
    ...(running.note ? [[t('maintenance.facts.note'), running.note] as [string, string]] : []),
  ];
  return (
    <>
      <p className="gw-maintenance-sheet__muted">{t('maintenance.mutedNotice')}</p>
      <dl className="gw-maintenance-sheet__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="gw-maintenance-sheet__actions">
        <button
          type="button"
          className="gw-button gw-button--secondary"
          disabled={busy}
          onClick={() => extend.mutate()}
        >
          {t('maintenance.extend')}
        </button>
        <button
          type="button"
          className="gw-button gw-button--primary"
          disabled={busy}
          onClick={() => end.mutate()}
        >
          {t('maintenance.end')}
        </button>
      </div>
    </>
  );
}

export function MaintenanceSheet({ open, onClose, stationId, stationName, running }: SheetProps) {
  const { t } = useT();
  const title = running ? t('maintenance.runningTitle') : t('maintenance.declareTitle');
  return (
    <SheetDialog open={open} onClose={onClose} label={`${title}: ${stationName}`}>
      <div className="gw-maintenance-sheet" data-station-id={stationId}>
        <h2 className="gw-maintenance-sheet__title">{title}</h2>
        <p className="gw-maintenance-sheet__station">{stationName}</p>
        {running ? (
          <RunningWindow running={running} onClose={onClose} />
        ) : (
          <DeclareForm stationId={stationId} onClose={onClose} />
        )}
      </div>
    </SheetDialog>
  );
}
