export {
  accountProfile,
  roleLabel,
  useAccountSummary,
  type AccountProfile,
} from './account-summary';
export { ProfilePage } from './profile-page';
