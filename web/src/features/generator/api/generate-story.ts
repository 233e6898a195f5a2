import { IDEMPOTENCY_KEY_HEADER, type GenerateResponse, type GenerationRequest, type StoryProgress } from '@storyloom/contracts/stories';
import { api } from '../../../lib/api';

export type WriterKind = GenerateResponse['writer'];

export interface Submission {
  request: GenerationRequest;
  /** The submission's Idempotency-Key (submission-key.ts): the same when the same submission is sent again. */
  key: string;
}

/** POST /api/stories/generate: takes a credit and queues the story; answers its id (and the writer) at once. */
export function generateStory({ request, key }: Submission): Promise<GenerateResponse> {
  return api.post('/api/stories/generate', request, { init: { headers: { [IDEMPOTENCY_KEY_HEADER]: key } } });
}

/** GET /api/stories/{id}/progress: the polling fall-back when server-sent events fail. */
export function fetchStoryProgress(storyId: string): Promise<StoryProgress> {
  return api.get('/api/stories/:id/progress', { params: { id: storyId } });
}

/** GET /api/stories/{id}/events: one StoryProgress per message, closed by the server when done. */
export function storyEventsUrl(storyId: string): string {
  return `/api/stories/${encodeURIComponent(storyId)}/events`;
}
