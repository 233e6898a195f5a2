import 'i18next';
import type { en } from './catalogs';
import type supportEn from './en/support.json';

// Typed keys: a misspelt key is a compile error, and the English catalog is the reference. The support
// area (help, contact, chat) is loaded later by load-support-catalog.ts but typed like the rest.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en & typeof supportEn };
  }
}
