// The English and French catalogs, one file per area of the product (so that areas can be worked
// on side by side), merged into one `translation` resource. English is the reference for typed keys.
// Types and tests only: the browser loads them by language and part (catalog-parts.ts).
import enAdmin from './en/admin.json';
import enArriving from './en/arriving.json';
import enCore from './en/core.json';
import enGenerator from './en/generator.json';
import enLibrary from './en/library.json';
import enNarration from './en/narration.json';
import enProgress from './en/progress.json';
import enReader from './en/reader.json';
import enBilling from './en/billing.json';
import frAdmin from './fr/admin.json';
import frArriving from './fr/arriving.json';
import frCore from './fr/core.json';
import frGenerator from './fr/generator.json';
import frLibrary from './fr/library.json';
import frNarration from './fr/narration.json';
import frProgress from './fr/progress.json';
import frReader from './fr/reader.json';
import frBilling from './fr/billing.json';

export const en = { ...enCore, ...enGenerator, ...enLibrary, ...enReader, ...enNarration, ...enProgress, ...enBilling, ...enAdmin, ...enArriving };
export const fr = { ...frCore, ...frGenerator, ...frLibrary, ...frReader, ...frNarration, ...frProgress, ...frBilling, ...frAdmin, ...frArriving };
