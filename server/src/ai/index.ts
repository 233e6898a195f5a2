// Chooses each AI capability's provider once, from configuration: the built-in offline ones by
// default, the service adapters when AI_BASE_URL is set (images and speech only when asked for).
import type { Config } from '../config.ts';
import { createOfflineAssistant } from './offline/assistant/create-offline-assistant.ts';
import { createOfflineIllustrator } from './offline/illustrator/index.ts';
import { createOfflineModerator } from './offline/moderator/create-offline-moderator.ts';
import { createOfflineNarrator } from './offline/narrator/index.ts';
import { createStoryteller } from './offline/storyteller/index.ts';
import { createServiceAssistant } from './openai/service-assistant.ts';
import { createServiceIllustrator } from './openai/service-illustrator.ts';
import { createServiceModerator } from './openai/service-moderator.ts';
import { createServiceNarrator } from './openai/service-narrator.ts';
import { createServiceWriter } from './openai/service-writer.ts';
import type { Assistant, Illustrator, Moderator, Narrator, StoryWriter } from './types.ts';

export interface Ai {
  writer: StoryWriter;
  illustrator: Illustrator;
  narrator: Narrator;
  moderator: Moderator;
  assistant: Assistant;
  /** True when stories are written by a configured AI service (all 64 languages). */
  usesService: boolean;
}

export function createAi(config: Config): Ai {
  const s = config.ai;
  if (!s) {
    return {
      writer: createStoryteller(),
      illustrator: createOfflineIllustrator(),
      narrator: createOfflineNarrator(),
      moderator: createOfflineModerator(),
      assistant: createOfflineAssistant(),
      usesService: false,
    };
  }
  const cfg = { baseURL: s.baseURL, apiKey: s.apiKey, textModel: s.textModel, imageModel: s.imageModel, speechModel: s.speechModel };
  return {
    writer: createServiceWriter(cfg),
    illustrator: s.images ? createServiceIllustrator(cfg) : createOfflineIllustrator(),
    narrator: s.speech ? createServiceNarrator(cfg) : createOfflineNarrator(),
    moderator: s.moderation ? createServiceModerator(cfg) : createOfflineModerator(),
    assistant: createServiceAssistant(cfg),
    usesService: true,
  };
}
