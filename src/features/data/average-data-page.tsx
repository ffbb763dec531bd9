// /average-data: hourly, daily or monthly means per parameter with their completeness.
import { useT } from '../../i18n';
import { ReportScreen, type FilterConfig } from '../report-kit';
import { averagesDocument, fetchAverages } from './averages-report';

const CONFIG: FilterConfig = { stations: 'multiple', parameters: true, intervals: true };

export function AverageDataPage() {
  const { t } = useT();
  return (
    <ReportScreen
      title={t('nav.average-data')}
      config={CONFIG}
      queryKey="averages"
      fetchReport={fetchAverages}
      buildDocument={averagesDocument}
    />
  );
}
