// Strings of the data screens. The shell catalogue (vi.ts/en.ts) is offered in Vietnamese and
// English; these namespaces are Vietnamese only, and English display falls back to them, apart
// from home's and the account parts' (account.ts), whose English is in en.ts. The
// console screens' strings are a catalogue of their own (console.ts), loaded only with the pages
// that use them.
import { accountCatalogue } from './account';
import { authority } from './authority';
import { data } from './data';
import { feeDeclarations } from './fee-declarations';
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
  ...accountCatalogue,
  monitoring,
  notifications,
  data,
  reports,
  zalo,
  maps,
  ingestLog,
  incidents,
  authority,
  feeDeclarations,
  maintenance,
  interruptions,
} as const;
