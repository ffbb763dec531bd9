// Data feature: raw-value lookup and averages (issue 7).
export { AverageDataPage } from './average-data-page';
export { DataLookupPage } from './data-lookup-page';
