import type { StoryProgress } from '@storyloom/contracts/stories';

// The steps of SPEC §4 'Generation', in order, with the progress each one starts at
// (15 preparing, 30 characters and setting, 30 to 60 writing, 85 illustrating, 100 ready).
export const GENERATION_STEPS = ['preparing', 'developing', 'writing', 'illustrating', 'ready'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

export const STEP_PROGRESS: Record<GenerationStep, number> = {
  preparing: 15,
  developing: 30,
  writing: 30,
  illustrating: 85,
  ready: 100,
};

export function isGenerationStep(value: unknown): value is GenerationStep {
  return typeof value === 'string' && (GENERATION_STEPS as readonly string[]).includes(value);
}

/** The step a server progress snapshot belongs to. */
export function stepOf(progress: Pick<StoryProgress, 'status' | 'progress' | 'chaptersDone'>): GenerationStep {
  switch (progress.status) {
    case 'ready':
      return 'ready';
    case 'illustrating':
      return 'illustrating';
    case 'writing':
      if (progress.chaptersDone > 0) return 'writing';
      return progress.progress >= STEP_PROGRESS.developing ? 'developing' : 'preparing';
    default:
      return 'preparing';
  }
}

export function isFinished(progress: Pick<StoryProgress, 'status'>): boolean {
  return progress.status === 'ready' || progress.status === 'failed';
}
