import { loadCatalog } from './index';

// The help centre, contact page and chat texts load with their own chunks, not with the landing page
// (catalog-parts.ts).
export function loadSupportCatalog(): Promise<void> {
  return loadCatalog('support');
}
