import 'i18next';
import type { en } from './catalogs';

// Typed keys: a misspelt key is a compile error, and the English catalog is the reference.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
