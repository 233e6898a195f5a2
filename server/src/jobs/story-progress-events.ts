// Story progress across processes: the database announces every change to a story row on one
// channel (migration 0010's trigger), and each process holds ONE listener that wakes the streams
// following that story. A stream costs no query while its story does not move (docs/decisions/013).
import type { Database } from '../db/client.ts';

export const STORY_PROGRESS_CHANNEL = 'story_progress';

export interface StoryFollower {
  /** Resolves at once if the story changed since the last call, else at its next change or after `maxWaitMs`. */
  next(maxWaitMs: number): Promise<void>;
  stop(): void;
}

export interface StoryProgressEvents {
  /** Starts following a story; listening is in place when it resolves, so no change after it is missed. */
  follow(storyId: string): Promise<StoryFollower>;
  close(): Promise<void>;
}

interface Follower {
  changed: boolean;
  wake?: () => void;
}

export function createStoryProgressEvents(database: Database): StoryProgressEvents {
  const followers = new Map<string, Set<Follower>>();
  let listening: Promise<() => Promise<void>> | undefined;
  const notify = (storyId: string) => {
    for (const f of followers.get(storyId) ?? []) {
      f.changed = true;
      f.wake?.();
    }
  };
  // Opened by the first stream, not at start: a worker-only process never listens.
  const ensureListening = () => {
    listening ??= database.listen(STORY_PROGRESS_CHANNEL, notify).catch((err: unknown) => {
      listening = undefined;
      throw err;
    });
    return listening;
  };
  return {
    async follow(storyId) {
      const self: Follower = { changed: false };
      const set = followers.get(storyId) ?? new Set();
      set.add(self);
      followers.set(storyId, set);
      try {
        await ensureListening();
      } catch (err) {
        // No listener (the database is away): the stream falls back to its timer alone.
        console.error('[progress] cannot listen for story progress', err);
      }
      return {
        async next(maxWaitMs) {
          if (!self.changed) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, maxWaitMs);
              self.wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            self.wake = undefined;
          }
          self.changed = false;
        },
        stop() {
          self.wake?.();
          set.delete(self);
          if (set.size === 0 && followers.get(storyId) === set) followers.delete(storyId);
        },
      };
    },
    async close() {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
