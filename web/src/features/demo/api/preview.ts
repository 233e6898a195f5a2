import type { Character, Theme } from '@storyloom/contracts/options';
import { api } from '../../../lib/api';

export interface DemoPreviewRequest {
  character: Character;
  theme: Theme;
  language: 'english' | 'french';
  childName: string;
}

/** One illustrated page written by the offline storyteller; nothing is saved (DECISIONS.md). */
export interface DemoPreview {
  title: string;
  text: string;
  imageUrl?: string;
  svg?: string;
}

export function fetchDemoPreview(body: DemoPreviewRequest): Promise<DemoPreview> {
  return api.post<DemoPreview>('/api/demo/preview', body);
}
