// /exceed-data/evidence?stationId&parameter&from&to and /incidents/:id/evidence (issue 18): one
// exceedance's evidence on screen (camera picture, values around it with the limit, status
// codes, maintenance windows, acknowledgements and notes, the station's files), downloaded as
// a PDF or a ZIP holding that PDF and the files as the station sent them.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileArchive, FileText, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../services/api-client';
import { notify } from '../../services/toast';
import { ReportBody } from '../report-kit';
import { fetchEvidence, type EvidenceSource } from './evidence-api';
import { evidenceDocument } from './evidence-document';
import { downloadEvidence } from './evidence-export';
import './evidence.css';

function useEvidenceSource(): { source: EvidenceSource | null; back: string } {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id !== undefined) {
    return {
      source: /^[1-9][0-9]{0,15}$/.test(id) ? { kind: 'incident', incidentId: id } : null,
      back: `/incidents/${encodeURIComponent(id)}`,
    };
  }
  const [stationId, parameter, from, to] = ['stationId', 'parameter', 'from', 'to'].map((name) =>
    search.get(name),
  );
  return {
    source:
      stationId && parameter && from && to
        ? { kind: 'episode', stationId, parameter, from, to }
        : null,
    back: '/exceed-data',
  };
}

function EvidenceView({ source }: { source: EvidenceSource }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: ['evidence', source],
    queryFn: ({ signal }) => fetchEvidence(source, signal),
  });
  const document = useMemo(
    () => (query.data ? evidenceDocument(query.data) : undefined),
    [query.data],
  );
  const [busy, setBusy] = useState<'pdf' | 'zip' | null>(null);
  const download = async (format: 'pdf' | 'zip') => {
    if (!document || !query.data) return;
    setBusy(format);
    try {
      await downloadEvidence(document, query.data.files, format);
    } catch (error) {
      console.error(error);
      notify.error(t('interruptions.evidence.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  if (query.isPending) {
    return (
      <div className="gw-card gw-report-loading" role="status" aria-live="polite">
        <span className="gw-report-sr">{t('interruptions.evidence.loading')}</span>
        <Skeleton width="40%" height={16} />
        <Skeleton height={160} />
        <Skeleton width="70%" height={12} />
      </div>
    );
  }
  if (query.isError || !document) {
    return (
      <div className="gw-card gw-report-state" role="alert">
        <p className="gw-report-state__title">{t('interruptions.evidence.loadError')}</p>
        <p className="gw-muted">{apiErrorMessage(query.error, t('form.fallbackError'))}</p>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          onClick={() => void query.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> {t('reports.kit.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="gw-report__actions gw-evidence__actions">
        <button
          type="button"
          className="gw-button gw-button--primary"
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
          onClick={() => void download('pdf')}
        >
          <FileText size={16} aria-hidden="true" />
          {busy === 'pdf'
            ? t('interruptions.evidence.preparing')
            : t('interruptions.evidence.downloadPdf')}
        </button>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          disabled={busy !== null}
          aria-busy={busy === 'zip'}
          onClick={() => void download('zip')}
        >
          <FileArchive size={16} aria-hidden="true" />
          {busy === 'zip'
            ? t('interruptions.evidence.preparing')
            : t('interruptions.evidence.downloadZip')}
        </button>
      </div>
      <div className="gw-card gw-report-content">
        <ReportBody document={document} />
      </div>
    </>
  );
}

export function EvidencePage() {
  const { t } = useT();
  const { source, back } = useEvidenceSource();
  return (
    <article className="gw-report gw-evidence" aria-labelledby="gw-evidence-title">
      <Link to={back} className="gw-evidence__back">
        <ArrowLeft size={16} aria-hidden="true" /> {t('interruptions.evidence.back')}
      </Link>
      <h1 id="gw-evidence-title" className="gw-page-title">
        {t('interruptions.evidence.title')}
      </h1>
      {source ? (
        <EvidenceView source={source} />
      ) : (
        <p className="gw-card gw-report-state">{t('interruptions.evidence.badLink')}</p>
      )}
    </article>
  );
}
