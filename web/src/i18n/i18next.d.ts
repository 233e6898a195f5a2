import 'i18next';
import type en from './en.json';

// Typed keys: a misspelt key is a compile error, and en.json is the reference catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
