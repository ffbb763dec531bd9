// /air-fee-report: the industrial emission fee (Decree 153/2024).
import { FeeReportScreen } from './fee-report-screen';

export const AirFeeReportPage = () => <FeeReportScreen instrument="air" />;
