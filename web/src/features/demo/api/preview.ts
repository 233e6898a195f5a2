import type { DemoPreview, DemoPreviewRequest } from '@storyloom/contracts/demo';
/** One illustrated page written by the offline storyteller; nothing is saved (DECISIONS.md 'Landing page'). */
export type { DemoPreview, DemoPreviewRequest };
import { api } from '../../../lib/api';

export function fetchDemoPreview(body: DemoPreviewRequest): Promise<DemoPreview> {
  return api.post('/api/demo/preview', body);
}
