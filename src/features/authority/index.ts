// What the authority screen shares with other features: the link to a station's view. Its page is
// loaded with its route (src/routes/pages.tsx), so nothing here pulls it into another chunk.
export { authorityPath } from './authority-params';
