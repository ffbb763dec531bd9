// /interruptions (issue 18): every gap in the chosen stations' data in a period (signal loss,
// analyser faults), the data each cost, what the officer wrote about it, and the notice to the
// authority drafted from the chosen gaps, edited here and exported as Word or PDF.
import { useQuery } from '@tanstack/react-query';
import { FilePen, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../components/form';
import { translateOr, useT } from '../../i18n';
import {
  formatNumber,
  formatVietnamTime,
  ReportFilterForm,
  ReportFrame,
  useReportFilter,
  type FilterConfig,
  type ReportState,
} from '../report-kit';
import { ExplanationForm } from './explanation-form';
import { gapDetailText } from './gap-detail';
import {
  fetchInterruptions,
  type DutyProfile,
  type Interruption,
  type StationInterruptions,
} from './interruptions-api';
import { interruptionsDocument } from './interruptions-document';
import { durationText, gapKindLabel, gapParameterName, noticeDraft } from './notice-draft';
import { NoticeEditor } from './notice-editor';
import './interruptions.css';

const CONFIG: FilterConfig = { stations: 'multiple' };

const gapKey = (gap: Interruption) => `${gap.kind}|${gap.parameterCode}|${gap.start}`;
const time = (value: string) => formatVietnamTime(value, 'dd/MM/yyyy HH:mm');

function DutyBox({ profile }: { profile: DutyProfile | null }) {
  const { t } = useT();
  if (!profile) return null;
  const state = profile.confirmed
    ? t('interruptions.duty.confirmed')
    : t('interruptions.duty.unconfirmed');
  return (
    <div className="gw-duty" role="note">
      <Info size={16} aria-hidden="true" />
      <div>
        <p className="gw-duty__title">
          {t('interruptions.duty.title', { authority: profile.authorityName })}{' '}
          <span className={profile.confirmed ? 'gw-duty__ok' : 'gw-duty__check'}>({state})</span>
        </p>
        <p>
          {profile.notifyWithinHours
            ? t('interruptions.duty.notifyWithin', { hours: profile.notifyWithinHours })
            : t('interruptions.duty.notifyUnknown')}
          {profile.maintenanceNoticeDays !== null &&
            ` · ${t('interruptions.duty.maintenanceNotice', { days: profile.maintenanceNoticeDays })}`}
        </p>
        {(profile.recipientEmail || profile.recipientPhone) && (
          <p>
            {t('interruptions.duty.recipient', {
              email: profile.recipientEmail,
              phone: profile.recipientPhone,
            })}
          </p>
        )}
      </div>
    </div>
  );
}

function NoteState({ gap }: { gap: Interruption }) {
  const { t } = useT();
  const note = gap.explanation;
  if (note?.noticeSentAt) {
    return (
      <span className="gw-gap__state gw-gap__state--sent">
        {t('interruptions.noteState.sent', { time: time(note.noticeSentAt) })}
      </span>
    );
  }
  if (note && (note.cause || note.actionsTaken)) {
    return (
      <span className="gw-gap__state gw-gap__state--written">
        {t('interruptions.noteState.written')}
      </span>
    );
  }
  return <span className="gw-gap__state">{t('interruptions.noteState.none')}</span>;
}

function GapCard({
  stationId,
  gap,
  selected,
  onSelect,
}: {
  stationId: number;
  gap: Interruption;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const parameter = gapParameterName(gap);
  const missing = gap.missing.filter((m) => m.missing > 0);
  const detail = gapDetailText(gap);
  return (
    <li className="gw-gap">
      <div className="gw-gap__head">
        <Checkbox
          label={`${gapKindLabel(gap)}${parameter ? ` · ${parameter}` : ''}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`${t('interruptions.select')}: ${gapKindLabel(gap)} ${time(gap.start)}`}
        />
        <NoteState gap={gap} />
      </div>
      <dl className="gw-gap__facts">
        <div>
          <dt>{t('interruptions.start')}</dt>
          <dd>{time(gap.start)}</dd>
        </div>
        <div>
          <dt>{t('interruptions.end')}</dt>
          <dd>{gap.open ? t('interruptions.ongoing') : time(gap.end)}</dd>
        </div>
        <div>
          <dt>{t('interruptions.duration')}</dt>
          <dd>{durationText(gap.durationMinutes)}</dd>
        </div>
        {gap.statusCode && (
          <div>
            <dt>{t('interruptions.evidence.statusCode')}</dt>
            <dd>{translateOr(`interruptions.status.${gap.statusCode}`, gap.statusCode)}</dd>
          </div>
        )}
        {detail && (
          <div className="gw-gap__detail">
            <dt>{t('interruptions.detail.label')}</dt>
            <dd>{detail}</dd>
          </div>
        )}
      </dl>
      {missing.length > 0 && (
        <p className="gw-gap__missing">
          <strong>{t('interruptions.missing')}:</strong>{' '}
          {missing
            .map((m) =>
              t('interruptions.missingValue', {
                name: m.name,
                missing: formatNumber(m.missing, 0),
                expected: formatNumber(m.expected, 0),
              }),
            )
            .join('; ')}
        </p>
      )}
      {gap.explanation?.cause && !editing && (
        <p className="gw-gap__note">
          <strong>{t('interruptions.form.cause')}:</strong> {gap.explanation.cause}
        </p>
      )}
      <button
        type="button"
        className="gw-button gw-button--secondary gw-gap__toggle"
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {editing ? t('interruptions.hideForm') : t('interruptions.annotate')}
      </button>
      {editing && (
        <ExplanationForm stationId={stationId} gap={gap} onSaved={() => setEditing(false)} />
      )}
    </li>
  );
}

function StationGaps({ answer }: { answer: StationInterruptions }) {
  const { t } = useT();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafting, setDrafting] = useState<readonly Interruption[] | null>(null);
  const { station, interruptions } = answer;
  const chosen = interruptions.filter((gap) => selected.has(gapKey(gap)));
  const toDraft = chosen.length > 0 ? chosen : interruptions;
  const draft = useMemo(
    () => (drafting ? noticeDraft(answer, drafting, new Date()) : null),
    [answer, drafting],
  );
  return (
    <section className="gw-gaps" aria-labelledby={`gw-gaps-${station.id}`}>
      <h2 id={`gw-gaps-${station.id}`} className="gw-section-title">
        {t('interruptions.stationTitle', {
          station: `${station.code} – ${station.name}`,
          count: interruptions.length,
        })}
      </h2>
      <DutyBox profile={answer.dutyProfile} />
      {interruptions.length === 0 ? (
        <p className="gw-muted">{t('interruptions.empty')}</p>
      ) : (
        <>
          <ul className="gw-gap-list">
            {interruptions.map((gap) => (
              <GapCard
                key={gapKey(gap)}
                stationId={station.id}
                gap={gap}
                selected={selected.has(gapKey(gap))}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(gapKey(gap));
                    else next.delete(gapKey(gap));
                    return next;
                  })
                }
              />
            ))}
          </ul>
          {answer.omitted > 0 && (
            <p className="gw-muted">
              {t('interruptions.omitted', { count: interruptions.length })}
            </p>
          )}
          <button
            type="button"
            className="gw-button gw-button--primary gw-gaps__draft"
            onClick={() => setDrafting(toDraft)}
          >
            <FilePen size={16} aria-hidden="true" />
            {chosen.length > 0
              ? t('interruptions.draft.open', { count: chosen.length })
              : t('interruptions.draft.openAll')}
          </button>
        </>
      )}
      {drafting && draft && (
        <NoticeEditor
          key={drafting.map(gapKey).join(',')}
          answer={answer}
          gaps={drafting}
          initial={draft}
          onClose={() => setDrafting(null)}
        />
      )}
    </section>
  );
}

export function InterruptionsPage() {
  const { t } = useT();
  const { stations, filter, apply, run, stationsState } = useReportFilter(CONFIG);
  const query = useQuery({
    queryKey: ['interruptions', filter, run],
    queryFn: ({ signal }) =>
      Promise.all(
        filter!.stationIds.map((id) => fetchInterruptions(id, filter!.from, filter!.to, signal)),
      ),
    enabled: filter !== null,
  });
  let state: ReportState;
  if (stationsState) state = stationsState;
  else if (query.isError)
    state = { status: 'error', error: query.error, retry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready' };
  const answers = query.data;
  return (
    <ReportFrame
      title={t('nav.interruptions')}
      state={state}
      exportDocument={
        answers && filter
          ? () => Promise.resolve(interruptionsDocument(answers, filter))
          : undefined
      }
      filter={
        filter && (
          <ReportFilterForm config={CONFIG} stations={stations} value={filter} onSubmit={apply} />
        )
      }
    >
      <p className="gw-muted gw-gaps__intro">{t('interruptions.intro')}</p>
      {answers?.map((answer) => (
        <StationGaps key={answer.station.id} answer={answer} />
      ))}
    </ReportFrame>
  );
}
