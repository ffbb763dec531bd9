// /station-signal-lost: signal-loss episodes and data completeness per station in a period.
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
    />
  );
}
