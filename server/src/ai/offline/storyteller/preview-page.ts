// The landing page's demo (DECISIONS.md 'Landing page'): the first page of a short book, which opens the
// story and sets its problem, with that page's picture brief.
import type { SceneBriefV2 } from '../../scene-brief.ts';
import type { StoryRequest } from '../../types.ts';
import { tellStory } from './index.ts';

export interface PreviewPage {
  title: string;
  text: string;
  scene: SceneBriefV2;
}

export function writePreviewPage(req: Omit<StoryRequest, 'length'>): PreviewPage {
  const { book } = tellStory({ ...req, length: 'short' });
  const first = book.chapters[0];
  if (!first) throw new Error('storyteller: no opening to preview');
  return { title: book.title, text: first.content, scene: first.brief };
}
