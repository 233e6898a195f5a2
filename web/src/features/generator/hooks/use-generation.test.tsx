// @vitest-environment happy-dom
// Create pressed again after no answer sends the same Idempotency-Key, so the server answers the story
// it may already have made rather than writing a second one and taking a second credit (decision 025).
import { IDEMPOTENCY_KEY_HEADER, type GenerationRequest } from '@storyloom/contracts/stories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGeneration } from './use-generation';

// The live progress and the reader's code are not what is tested here.
vi.mock('./use-story-progress', () => ({ useStoryProgress: () => undefined }));
vi.mock('../open-when-readable', () => ({ isReadable: () => false, prefetchReader: () => undefined, prepareNewBook: () => undefined }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request: GenerationRequest = { character: 'friendly-dragon', theme: 'friendship', length: 'short', language: 'english' };

/** Answers each POST in turn (a Response, or an error thrown as a dropped connection throws), recording its key. */
function server(answers: Array<() => Response>): string[] {
  const keys: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER) ?? '');
    const answer = answers.shift();
    if (!answer) throw new Error('no answer scripted');
    return answer();
  }));
  return keys;
}

const dropped = () => {
  throw new TypeError('Failed to fetch');
};
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = json(403, { error: { code: 'story_limit_reached', message: 'Story limit reached: your plan includes 3 stories a month.' } });

function generation() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useGeneration(() => undefined), { wrapper });
}

/** Presses Create with `choices` and waits until the request has had its answer. */
async function press(hook: ReturnType<typeof generation>, keys: string[], choices: GenerationRequest = request) {
  const sent = keys.length;
  act(() => hook.result.current.start(choices));
  await waitFor(() => expect(keys).toHaveLength(sent + 1));
  await waitFor(() => expect(hook.result.current.pending).toBe(false));
}

describe('the generator\'s Idempotency-Key', () => {
  it('is a UUID sent with the request, and the same when Create is pressed again after the connection dropped', async () => {
    const keys = server([dropped, dropped, json(200, { id: 'story-1', writer: 'offline' })]);
    const hook = generation();
    await press(hook, keys);
    await press(hook, keys);
    await press(hook, keys);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('is kept after a server error, which may have come after the story was made', async () => {
    const keys = server([json(500, { error: { code: 'internal', message: 'Something went wrong on our side.' } }), refused]);
    const hook = generation();
    await press(hook, keys);
    await press(hook, keys);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is new when the choices changed, and after the server refused the request', async () => {
    const keys = server([dropped, dropped, refused, refused]);
    const hook = generation();
    await press(hook, keys);
    await press(hook, keys, { ...request, theme: 'adventure' });
    await press(hook, keys, { ...request, theme: 'adventure' });
    await press(hook, keys, { ...request, theme: 'adventure' });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });
});
