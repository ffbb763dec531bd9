// Fees feature: water and air environmental-protection fee reports (issue 7).
export { AirFeeReportPage } from './air-fee-report-page';
export { WaterFeeReportPage } from './water-fee-report-page';
