// /incidents/:id (issue 17): one incident, what it is and how it went, a one-tap "Xác nhận"
// (acknowledge: stops the escalation) with an optional note and photo, the values around it and
// its timeline, exported to Excel and PDF. Opened from the list and from the links
// of the escalation messages (web, and inside Zalo under /zapps/<appId>/).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCheck, FileArchive, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Textarea } from '../../components/form';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { formatAbsoluteTime, MonitoringGate } from '../monitoring';
import { ExportButtons } from '../report-kit';
import { NOTE_MAX_CHARS, type IncidentDetail } from './incident';
import { IncidentKindLabel, IncidentStatusBadge } from './incident-badges';
import { useIncidentExports } from './incident-export';
import { useIncidentLabels } from './incident-labels';
import { IncidentPhotoPicker } from './incident-photo-picker';
import { IncidentTimeline } from './incident-timeline';
import { IncidentValuesSection } from './incident-values';
import {
  acknowledgeIncident,
  addIncidentNote,
  incidentErrorMessage,
  incidentQuery,
  uploadIncidentPhoto,
} from './incidents-api';
import './incidents.css';

function Facts({ incident }: { incident: IncidentDetail }) {
  const { t } = useT();
  const labels = useIncidentLabels();
  const parameter = labels.parameter(incident);
  const limit = labels.limit(incident);
  const rows: [string, string][] = [
    [t('incidents.facts.station'), labels.station(incident)],
    ...(parameter ? [[t('incidents.facts.parameter'), parameter] as [string, string]] : []),
    [t('incidents.facts.startedAt'), formatAbsoluteTime(incident.started_at)],
    ...(incident.kind === 'exceedance'
      ? [
          [t('incidents.facts.peak'), labels.value(incident, incident.peak_value)] as [
            string,
            string,
          ],
          ...(limit ? [[t('incidents.facts.limit'), limit] as [string, string]] : []),
        ]
      : []),
    ...(incident.last_value !== null
      ? [
          [t('incidents.facts.last'), labels.value(incident, incident.last_value)] as [
            string,
            string,
          ],
        ]
      : []),
    [
      t('incidents.facts.level'),
      incident.escalation_level > 0
        ? t('incidents.levelValue', { level: incident.escalation_level })
        : t('incidents.levelNone'),
    ],
    [
      t('incidents.facts.resolvedAt'),
      incident.resolved_at ? formatAbsoluteTime(incident.resolved_at) : t('incidents.ongoing'),
    ],
  ];
  return (
    <dl className="gw-incident-facts gw-incident-facts--detail">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ incident }: { incident: IncidentDetail }) {
  const { t } = useT();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [photo, setPhoto] = useState<File | null>(null);
  const done = async (message: string) => {
    setNote('');
    setNoteError(undefined);
    setPhoto(null);
    notify.success(message);
    await client.invalidateQueries({ queryKey: ['incidents'] });
  };
  const failed = async (error: unknown) => {
    notify.error(incidentErrorMessage(error, t('incidents.detail.actionError')));
    // What did go through (the acknowledgement before a refused photo) shows at once.
    await client.invalidateQueries({ queryKey: ['incidents'] });
  };
  // The acknowledgement first: a refused photo never holds back the one tap that stops the
  // escalation. The photo follows and is refused on its own, keeping the choice for a retry.
  const acknowledge = useMutation({
    mutationFn: async () => {
      await acknowledgeIncident(incident.id, note);
      setNote('');
      if (photo) await uploadIncidentPhoto(incident.id, photo);
    },
    onSuccess: () => done(t('incidents.detail.acknowledged')),
    onError: failed,
  });
  const addNote = useMutation({
    mutationFn: async () => {
      if (note.trim()) await addIncidentNote(incident.id, note);
      setNote('');
      if (photo) await uploadIncidentPhoto(incident.id, photo);
    },
    onSuccess: () =>
      done(photo ? t('incidents.detail.photoAdded') : t('incidents.detail.noteAdded')),
    onError: failed,
  });
  const busy = acknowledge.isPending || addNote.isPending;
  const tooLong = note.trim().length > NOTE_MAX_CHARS;
  const submitNote = () => {
    if (!note.trim() && !photo) return setNoteError(t('incidents.detail.noteOrPhotoRequired'));
    addNote.mutate();
  };
  return (
    <div className="gw-card gw-incident-actions">
      {incident.status === 'open' && (
        <button
          type="button"
          className="gw-button gw-button--primary gw-incident-actions__ack"
          disabled={busy || tooLong}
          onClick={() => acknowledge.mutate()}
        >
          <CheckCheck size={18} aria-hidden="true" />
          {acknowledge.isPending
            ? t('incidents.detail.acknowledging')
            : t('incidents.detail.acknowledge')}
        </button>
      )}
      <Textarea
        label={t('incidents.detail.noteLabel')}
        placeholder={t('incidents.detail.notePlaceholder')}
        value={note}
        rows={3}
        maxLength={NOTE_MAX_CHARS + 100}
        hint={t('incidents.detail.noteCount', { count: note.trim().length })}
        error={tooLong ? t('incidents.detail.noteTooLong') : noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
      />
      <IncidentPhotoPicker
        photo={photo}
        disabled={busy}
        onChange={(next) => {
          setPhoto(next);
          setNoteError(undefined);
        }}
      />
      <button
        type="button"
        className="gw-button gw-button--secondary"
        disabled={busy || tooLong}
        onClick={submitNote}
      >
        {addNote.isPending ? t('incidents.detail.addingNote') : t('incidents.detail.addNote')}
      </button>
    </div>
  );
}

function IncidentView({ id }: { id: number }) {
  const { t } = useT();
  const labels = useIncidentLabels();
  const { incidentDocument } = useIncidentExports();
  const query = useQuery(incidentQuery(id));
  if (query.isPending) {
    return (
      <div className="gw-card gw-incident-card" role="status" aria-live="polite">
        <Skeleton width="50%" height={18} />
        <Skeleton width="80%" />
        <Skeleton width="65%" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="gw-incidents__state" role="alert">
        <p>{t('incidents.detail.loadError')}</p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('incidents.retry')}
        </button>
      </div>
    );
  }
  const incident = query.data;
  if (!incident) return <p className="gw-incidents__state">{t('incidents.detail.notFound')}</p>;
  const parameter = labels.parameter(incident);
  return (
    <>
      <div className="gw-incident-head">
        <h2 className="gw-incident-head__title">
          <IncidentKindLabel kind={incident.kind} />
          {parameter && <> · {parameter}</>}
        </h2>
        <IncidentStatusBadge status={incident.status} />
      </div>
      <Facts incident={incident} />
      {incident.kind === 'exceedance' && (
        <Link
          to={`/incidents/${incident.id}/evidence`}
          className="gw-button gw-button--secondary gw-incident__evidence"
        >
          <FileArchive size={16} aria-hidden="true" /> {t('interruptions.evidence.link')}
        </Link>
      )}
      <Actions incident={incident} />
      <IncidentValuesSection incident={incident} />
      <section className="gw-card gw-incident-history" aria-labelledby="gw-incident-timeline">
        <div className="gw-incident-history__head">
          <h2 id="gw-incident-timeline">{t('incidents.detail.timeline')}</h2>
          <div className="gw-incidents__actions">
            <ExportButtons exportDocument={() => incidentDocument(incident.id)} />
          </div>
        </div>
        <IncidentTimeline incident={incident} />
      </section>
    </>
  );
}

export function IncidentPage() {
  const { t } = useT();
  const raw = useParams().id ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
  return (
    <MonitoringGate>
      <section className="gw-incidents gw-incident" aria-labelledby="gw-incident-title">
        <Link to="/incidents" className="gw-incident__back">
          <ArrowLeft size={16} aria-hidden="true" /> {t('incidents.detail.back')}
        </Link>
        <h1 id="gw-incident-title" className="gw-page-title">
          {t('nav.incident')}
        </h1>
        {id === null ? (
          <p className="gw-incidents__state">{t('incidents.detail.notFound')}</p>
        ) : (
          <IncidentView id={id} />
        )}
      </section>
    </MonitoringGate>
  );
}
