// /exceed-data: exceedance episodes in a period with a summary per station, the summary and
// the episodes as two tabs ('Tổng hợp', 'Chi tiết') of one screen.
import { useT } from '../../i18n';
import { ReportScreen, type FilterConfig } from '../report-kit';
import { exceedanceDocument, fetchExceedances } from './exceedance-report';

const CONFIG: FilterConfig = { stations: 'multiple', parameters: true };

export function ExceedDataPage() {
  const { t } = useT();
  return (
    <ReportScreen
      title={t('nav.exceed-data')}
      config={CONFIG}
      queryKey="exceedances"
      fetchReport={fetchExceedances}
      buildDocument={exceedanceDocument}
      sectionTabs={[t('reports.kit.summaryView'), t('reports.kit.detailView')]}
    />
  );
}
