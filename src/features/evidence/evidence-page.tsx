// /exceed-data/evidence?stationId&parameter&from&to and /incidents/:id/evidence (issue 18): one
// exceedance's evidence on screen (camera picture, values around it with the limit, status
// codes, maintenance windows, acknowledgements and notes, the station's files) in the report
// frame, exported by the kit (Excel, PDF, print) and as a ZIP holding that PDF and the files as
// the station sent them.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileArchive } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { notify } from '../../services/toast';
import { ReportBody, ReportFrame, type ReportState } from '../report-kit';
import { fetchEvidence, type EvidenceSource } from './evidence-api';
import { evidenceDocument } from './evidence-document';
import { downloadEvidenceZip } from './evidence-export';
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

export function EvidencePage() {
  const { t } = useT();
  const { source, back } = useEvidenceSource();
  const query = useQuery({
    queryKey: ['evidence', source],
    queryFn: ({ signal }) => fetchEvidence(source!, signal),
    enabled: source !== null,
  });
  const document = useMemo(
    () => (query.data ? evidenceDocument(query.data) : undefined),
    [query.data],
  );
  const [zipping, setZipping] = useState(false);
  const downloadZip = async () => {
    if (!document || !query.data) return;
    setZipping(true);
    try {
      await downloadEvidenceZip(document, query.data.files);
    } catch (error) {
      console.error(error);
      notify.error(t('interruptions.evidence.exportFailed'));
    } finally {
      setZipping(false);
    }
  };

  let state: ReportState;
  if (!source)
    state = { status: 'error', error: null, message: t('interruptions.evidence.badLink') };
  else if (query.isError)
    state = { status: 'error', error: query.error, retry: () => void query.refetch() };
  else if (!document) state = { status: 'loading' };
  else state = { status: 'ready' };

  return (
    <div className="gw-evidence">
      <Link to={back} className="gw-evidence__back">
        <ArrowLeft size={16} aria-hidden="true" /> {t('interruptions.evidence.back')}
      </Link>
      <ReportFrame
        title={t('interruptions.evidence.title')}
        state={state}
        filter={null}
        exportDocument={document ? () => Promise.resolve(document) : undefined}
        actions={
          <button
            type="button"
            className="gw-button gw-button--primary"
            disabled={!document || zipping}
            aria-busy={zipping}
            onClick={() => void downloadZip()}
          >
            <FileArchive size={16} aria-hidden="true" />
            {zipping
              ? t('interruptions.evidence.preparing')
              : t('interruptions.evidence.downloadZip')}
          </button>
        }
      >
        {document && <ReportBody document={document} />}
      </ReportFrame>
    </div>
  );
}
