// Strings of the console screens (features/admin and what borrows its dialogs), Vietnamese only
// like the data screens'. A chunk of their own (vite.config.mts), loaded with the pages that
// ask for them (routes/pages.tsx, CONSOLE_STRINGS): the everyday screens do not download them.
import { admin } from './admin';
import { adminConsole } from './admin-console';
import { adminUsers } from './admin-users';
import { declarationForms } from './declaration-forms';
import { dutyProfiles } from './duty-profiles';
import { feeRules } from './fee-rules';

export const consoleCatalogue = {
  admin,
  adminConsole,
  adminUsers,
  declarationForms,
  dutyProfiles,
  feeRules,
} as const;
