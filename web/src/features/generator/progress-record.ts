import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { isGenerationStep, type GenerationStep } from './generation-steps';

/** The browser's saved generation progress (SPEC §3 'Generation progress record'). */
export const PROGRESS_RECORD_KEY = 'story-generation-progress';

// SPEC §9 'Timings and sizes'.
export const RECORD_MAX_AGE_MS = 5 * 60_000;
export const COMPLETED_RECORD_CLEAR_MS = 10_000;

export interface ProgressRecord {
  progress: number;
  currentStep: GenerationStep;
  /** When the record was last written (ms since the epoch). */
  timestamp: number;
  storyId: string;
  completed?: boolean;
}

function parse(text: string | null): ProgressRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { progress, currentStep, timestamp, storyId, completed } = value as Record<string, unknown>;
    if (typeof progress !== 'number' || typeof timestamp !== 'number' || typeof storyId !== 'string' || !storyId) return null;
    if (!isGenerationStep(currentStep)) return null;
    return { progress, currentStep, timestamp, storyId, ...(completed === true ? { completed: true } : {}) };
  } catch {
    return null;
  }
}

/** The saved record, or null. A record older than 5 minutes (or unreadable) is dropped (SPEC §4). */
export function readProgressRecord(now = Date.now()): ProgressRecord | null {
  const raw = readStorage(PROGRESS_RECORD_KEY);
  const record = parse(raw);
  if (raw !== null && (!record || now - record.timestamp > RECORD_MAX_AGE_MS)) {
    removeStorage(PROGRESS_RECORD_KEY);
    return null;
  }
  return record;
}

export function saveProgressRecord(record: Omit<ProgressRecord, 'timestamp'>, now = Date.now()): void {
  writeStorage(PROGRESS_RECORD_KEY, JSON.stringify({ ...record, timestamp: now }));
}

/** Clears the record, but only the one for this story when given (a newer generation keeps its own). */
export function clearProgressRecord(storyId?: string): void {
  if (storyId !== undefined) {
    const current = parse(readStorage(PROGRESS_RECORD_KEY));
    if (current && current.storyId !== storyId) return;
  }
  removeStorage(PROGRESS_RECORD_KEY);
}
