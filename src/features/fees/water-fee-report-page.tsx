// /water-fee-report: the wastewater environmental-protection fee (Decree 53/2020, 346/2025).
import { FeeReportScreen } from './fee-report-screen';

export const WaterFeeReportPage = () => <FeeReportScreen instrument="water" />;
