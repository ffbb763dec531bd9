// The notice's own strings (interruptions.draft.*), shared by the draft and its two exports.
import { translate } from '../../i18n';

export const d = (key: string, options?: Record<string, unknown>) =>
  translate(`interruptions.draft.${key}` as 'interruptions.draft.title', options);
