// /station-signal-lost: signal-loss episodes and data completeness per station in a period, and
// the way to the interruptions screen where each gap is explained to the authority (issue 18).
import { FilePen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { ReportScreen, type FilterConfig } from '../report-kit';
import { fetchSignalLoss, signalLossDocument } from './signal-loss-report';

const CONFIG: FilterConfig = { stations: 'multiple' };

export function StationSignalLostPage() {
  const { t } = useT();
  return (
    <ReportScreen
      title={t('nav.station-signal-lost')}
      config={CONFIG}
      queryKey="signal-loss"
      fetchReport={fetchSignalLoss}
      buildDocument={signalLossDocument}
      actions={
        <Link to="/interruptions" className="gw-button gw-button--secondary">
          <FilePen size={16} aria-hidden="true" />
          {t('interruptions.toSignalLoss')}
        </Link>
      }
    />
  );
}
