import type { IdeaPreviewRequest, IdeaPreviewResponse } from '@storyloom/contracts/idea-preview';
import { api } from '../../../lib/api';

/** POST /api/stories/preview-idea: what of the idea a story would use; free, takes no credit. */
export function previewIdea(request: IdeaPreviewRequest): Promise<IdeaPreviewResponse> {
  return api.post('/api/stories/preview-idea', request);
}
