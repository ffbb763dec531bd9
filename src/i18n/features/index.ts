// Strings of the data screens. The shell catalogue (vi.ts/en.ts) is offered in Vietnamese and
// English; these namespaces are Vietnamese only, and English display falls back to them.
import { admin } from './admin';
import { adminConsole } from './admin-console';
import { adminUsers } from './admin-users';
import { authority } from './authority';
import { data } from './data';
import { declarationForms } from './declaration-forms';
import { dutyProfiles } from './duty-profiles';
import { feeDeclarations } from './fee-declarations';
import { feeRules } from './fee-rules';
import { incidents } from './incidents';
import { ingestLog } from './ingest-log';
import { interruptions } from './interruptions';
import { maintenance } from './maintenance';
import { maps } from './maps';
import { monitoring } from './monitoring';
import { notifications } from './notifications';
import { reports } from './reports';
import { zalo } from './zalo';

export const featureCatalogue = {
  monitoring,
  notifications,
  data,
  reports,
  zalo,
  maps,
  ingestLog,
  admin,
  adminConsole,
  feeRules,
  dutyProfiles,
  declarationForms,
  adminUsers,
  incidents,
  authority,
  feeDeclarations,
  maintenance,
  interruptions,
} as const;
