// `npm run bench`: every benchmark, printed as tables. Pass names to run some: `npm run bench -- narration`.
import { benchAdmin } from './admin.ts';
import { benchApi } from './api.ts';
import { benchExport } from './export.ts';
import { benchMemory } from './memory.ts';
import { benchGeneration } from './generation.ts';
import { benchGenerateRequests } from './generate-requests.ts';
import { benchHealthUnderNarration } from './health-under-narration.ts';
import { benchNarration } from './narration.ts';
import { benchSerializer } from './serializer.ts';
import { benchLighthouse } from './web/lighthouse.ts';
import { benchOpenBook } from './web/open-book.ts';
import { benchOpenBookService } from './web/open-book-service.ts';

const all: Record<string, () => Promise<void>> = { generation: benchGeneration, 'generate-requests': benchGenerateRequests, narration: benchNarration, admin: benchAdmin, api: benchApi, serializer: benchSerializer, export: benchExport, memory: benchMemory, 'health-under-narration': benchHealthUnderNarration, 'web-open-book': benchOpenBook, 'web-open-book-service': benchOpenBookService, 'web-lighthouse': benchLighthouse };
const wanted = process.argv.slice(2).filter((a) => a in all);
for (const name of wanted.length > 0 ? wanted : Object.keys(all)) await all[name]?.();
process.exit(0);
