export { PublicPage } from './public-page';
