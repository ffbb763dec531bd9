// What the incidents feature shares with other features: the link to an incident. Its pages are
// loaded with their routes (src/routes/pages.tsx imports them from their own modules).
export { incidentPath } from './incident';
