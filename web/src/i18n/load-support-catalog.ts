import { i18n } from './index';

// The help centre, contact page and chat texts load with their own chunks, not with the landing page:
// they are added to the 'translation' resources the first time one of those screens is opened.
let loading: Promise<void> | undefined;

export function loadSupportCatalog(): Promise<void> {
  loading ??= Promise.all([import('./en/support.json'), import('./fr/support.json')]).then(([en, fr]) => {
    i18n.addResourceBundle('en', 'translation', en.default, true, false);
    i18n.addResourceBundle('fr', 'translation', fr.default, true, false);
  });
  return loading;
}
