// One fee report screen for either instrument: filter by station or whole facility and by
// quarter or year, then the report document.
import { FilePen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import {
  feeParams,
  getReport,
  ReportScreen,
  type FilterConfig,
  type ReportFilterValues,
} from '../report-kit';
import { feeDocument } from './fee-document';
import type { FeeReport } from './fee-report';

const CONFIGS: Record<'water' | 'air', FilterConfig> = {
  water: { stations: 'fee', stationKind: 'water' },
  air: { stations: 'fee', stationKind: 'air' },
};

const fetchers = {
  water: (filter: ReportFilterValues, signal: AbortSignal) =>
    getReport<FeeReport>('water-fee', feeParams(filter), signal),
  air: (filter: ReportFilterValues, signal: AbortSignal) =>
    getReport<FeeReport>('air-fee', feeParams(filter), signal),
};

export function FeeReportScreen({ instrument }: { instrument: 'water' | 'air' }) {
  const { t } = useT();
  return (
    <ReportScreen
      title={t(instrument === 'water' ? 'nav.water-fee-report' : 'nav.air-fee-report')}
      config={CONFIGS[instrument]}
      queryKey={`${instrument}-fee`}
      fetchReport={fetchers[instrument]}
      buildDocument={feeDocument}
      actions={
        <Link className="gw-button gw-button--secondary" to={`/${instrument}-fee-declaration`}>
          <FilePen size={16} aria-hidden="true" />
          {t('feeDeclarations.openDeclaration')}
        </Link>
      }
    />
  );
}
