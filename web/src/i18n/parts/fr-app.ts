// The signed-in screens' texts in one chunk per language (catalog-parts.ts).
import admin from '../fr/admin.json';
import arriving from '../fr/arriving.json';
import billing from '../fr/billing.json';
import generator from '../fr/generator.json';
import library from '../fr/library.json';
import narration from '../fr/narration.json';
import progress from '../fr/progress.json';
import reader from '../fr/reader.json';

export default { ...generator, ...library, ...reader, ...narration, ...progress, ...billing, ...admin, ...arriving };
