// @vitest-environment happy-dom
// Two saves in flight at once could reach the server in either order, and a book heard to The End
// was once left at 71 % (CI, issue 14): the saver sends one save after the other.
import type { ReadingProgress } from '@storyloom/contracts/stories';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveReadingProgress, type SaveProgressInput } from '../api/reading-progress';
import { useProgressSaver } from './use-progress-saver';

vi.mock('../api/reading-progress', () => ({ saveReadingProgress: vi.fn() }));

const save = vi.mocked(saveReadingProgress);

interface Call {
  page: number;
  resolve: () => void;
}

/** Each save waits until the test answers it, as a slow server would. */
function slowServer(): Call[] {
  const calls: Call[] = [];
  save.mockImplementation(
    (input: SaveProgressInput) =>
      new Promise<ReadingProgress>((resolve) => {
        calls.push({ page: input.currentPage, resolve: () => resolve({ currentPage: input.currentPage } as ReadingProgress) });
      }),
  );
  return calls;
}

afterEach(() => {
  save.mockReset();
});

describe('useProgressSaver', () => {
  it('sends a second save only once the first has been answered', async () => {
    const calls = slowServer();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useProgressSaver({ storyId: 's', totalPages: 8, onSaved }));

    let first!: Promise<ReadingProgress | null>;
    let last!: Promise<ReadingProgress | null>;
    act(() => {
      first = result.current.saveNow(5);
      last = result.current.saveNow(7);
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.page).toBe(5);

    calls[0]!.resolve();
    await first;
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.page).toBe(7);
    calls[1]!.resolve();
    await last;
    expect(onSaved.mock.calls.map(([progress]) => (progress as ReadingProgress).currentPage)).toEqual([5, 7]);
  });

  it('sends a keepalive save at once when the page is hidden, without waiting its turn', async () => {
    const calls = slowServer();
    const { result } = renderHook(() => useProgressSaver({ storyId: 's', totalPages: 8, onSaved: vi.fn() }));
    act(() => {
      void result.current.saveNow(3);
      result.current.schedule(6);
    });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.page).sort()).toEqual([3, 6]);
    expect(save.mock.calls).toContainEqual([{ storyId: 's', currentPage: 6, totalPages: 8 }, true]);
  });
});
