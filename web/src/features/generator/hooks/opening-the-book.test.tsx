// @vitest-environment happy-dom
// When the first chapter is written the generator opens the book (issue 16): the book's text is the one
// request the opening waits for. The family's lists (the plan's count, the library) change with the new
// book, but they are only marked out of date: the screens showing them fetch them again, not the
// generator page the parent is leaving.
import type { GenerationRequest, StoryProgress } from '@storyloom/contracts/stories';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planStatusQuery } from '../../dashboard/api/get-plan-status';
import type * as OpenWhenReadable from '../open-when-readable';
import { useGeneration, type Generation } from './use-generation';
import type { StoryProgressHandlers } from './use-story-progress';

// The progress stream says chapter 1 is written as soon as the story is followed.
const firstChapterWritten: StoryProgress = { id: 'story-1', status: 'writing', progress: 30, chaptersDone: 1, chapterCount: 5, error: null };
vi.mock('./use-story-progress', () => ({
  useStoryProgress: (storyId: string | null, handlers: StoryProgressHandlers) => {
    useEffect(() => {
      if (storyId) handlers.onProgress(firstChapterWritten);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per story, as the stream does
    }, [storyId]);
  },
}));
// The reader's code is not what is tested here.
vi.mock('../open-when-readable', async (actual) => ({ ...(await actual<typeof OpenWhenReadable>()), prefetchReader: () => undefined }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request: GenerationRequest = { character: 'friendly-dragon', theme: 'friendship', length: 'short', language: 'english' };
const planStatus = { plan: 'free', storiesThisMonth: 0, storyLimit: 3, maxChapters: 5 };

/** The requests the page makes, in order ('GET /api/...'). */
function server(): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    requests.push(`${init.method ?? 'GET'} ${path}`);
    const body = path.endsWith('/generate') ? { id: 'story-1', writer: 'offline' } : path.endsWith('/plan-status') ? planStatus : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
  return requests;
}

/** The generator page as generate-route.tsx has it: the plan's count on screen beside the generation. */
function GeneratorPage({ onReady }: { onReady: (g: Generation) => void }) {
  useQuery(planStatusQuery);
  onReady(useGeneration(() => undefined));
  return null;
}

describe('opening a new book from the generator', () => {
  it('asks the server for the book, and leaves the lists marked out of date for the screens that show them', async () => {
    const requests = server();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    let generation: Generation | undefined;
    const view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/generate']}>
          <Routes>
            <Route path="/generate" element={<GeneratorPage onReady={(g) => void (generation = g)} />} />
            <Route path="/story/:id" element={<p>the book</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(requests).toEqual(['GET /api/auth/plan-status']));

    act(() => generation?.start(request));
    await view.findByText('the book');
    await waitFor(() => expect(requests).toContain('GET /api/stories/story-1'));
    expect(requests.filter((r) => r.includes('/plan-status'))).toHaveLength(1);
    expect(client.getQueryState(planStatusQuery.queryKey)?.isInvalidated).toBe(true);
  });
});
