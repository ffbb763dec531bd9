import type { featureCatalogue } from './features';
import type { vi } from './vi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi & typeof featureCatalogue };
  }
}
