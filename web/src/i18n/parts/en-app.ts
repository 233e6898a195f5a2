// The signed-in screens' texts in one chunk per language (catalog-parts.ts).
import admin from '../en/admin.json';
import arriving from '../en/arriving.json';
import billing from '../en/billing.json';
import generator from '../en/generator.json';
import library from '../en/library.json';
import narration from '../en/narration.json';
import progress from '../en/progress.json';
import reader from '../en/reader.json';

export default { ...generator, ...library, ...reader, ...narration, ...progress, ...billing, ...admin, ...arriving };
