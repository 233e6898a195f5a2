// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { stepOf } from './generation-steps';
import { PROGRESS_RECORD_KEY, RECORD_MAX_AGE_MS, clearProgressRecord, readProgressRecord, saveProgressRecord } from './progress-record';

describe('the saved generation progress', () => {
  beforeEach(() => localStorage.clear());

  it('is read back while fresh and dropped once older than five minutes', () => {
    saveProgressRecord({ progress: 30, currentStep: 'developing', storyId: 's1' }, 1_000);
    expect(readProgressRecord(1_000 + RECORD_MAX_AGE_MS)).toMatchObject({ storyId: 's1', progress: 30 });
    expect(readProgressRecord(1_001 + RECORD_MAX_AGE_MS)).toBeNull();
    expect(localStorage.getItem(PROGRESS_RECORD_KEY)).toBeNull();
  });

  it('drops a record it cannot read', () => {
    localStorage.setItem(PROGRESS_RECORD_KEY, '{"progress":"lots"}');
    expect(readProgressRecord()).toBeNull();
    expect(localStorage.getItem(PROGRESS_RECORD_KEY)).toBeNull();
  });

  it('is cleared for its own story only', () => {
    saveProgressRecord({ progress: 100, currentStep: 'ready', storyId: 'new', completed: true });
    clearProgressRecord('old');
    expect(readProgressRecord()).toMatchObject({ storyId: 'new', completed: true });
    clearProgressRecord('new');
    expect(readProgressRecord()).toBeNull();
  });
});

describe('the generation steps', () => {
  it('follow the server status and chapters', () => {
    expect(stepOf({ status: 'queued', progress: 0, chaptersDone: 0 })).toBe('preparing');
    expect(stepOf({ status: 'writing', progress: 15, chaptersDone: 0 })).toBe('preparing');
    expect(stepOf({ status: 'writing', progress: 30, chaptersDone: 0 })).toBe('developing');
    expect(stepOf({ status: 'writing', progress: 42, chaptersDone: 2 })).toBe('writing');
    expect(stepOf({ status: 'illustrating', progress: 70, chaptersDone: 5 })).toBe('illustrating');
    expect(stepOf({ status: 'ready', progress: 100, chaptersDone: 5 })).toBe('ready');
  });
});
