export { LazyChangePasswordDialog, LazyProfileDialog } from './account-dialogs';
export { accountProfile, useAccountSummary, type AccountProfile } from './account-summary';
export { ChangePasswordDialog } from './change-password-dialog';
export { EnumsLoader, enumsState, useEnums, type EnumsState } from './enums-state';
export { ProfileDialog } from './profile-dialog';
export { ProfilePage } from './profile-page';
export {
  subscriptionState,
  useSubscription,
  type Subscription,
  type SubscriptionState,
} from './subscription-state';
