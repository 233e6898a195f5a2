// A stand-in for the paid AI service in tests: a local HTTP server (127.0.0.1, a free port) that speaks
// the OpenAI wire format for the four calls Storyloom makes, records every request, and answers with
// what the test asks for. It is not a mock of our code: the real adapters and the real AI SDK talk to it
// over HTTP exactly as they would talk to the service.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeMp3 } from './fake-mp3.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAIOptions {
  /** The text the chat model writes (streamed in small pieces when the request asks for a stream). */
  chatContent?: (body: Record<string, unknown>) => string;
  /** Called before each streamed piece is sent; a test can hold the stream here. */
  beforeChatPiece?: (index: number, sentSoFar: string) => Promise<void> | void;
  /** Characters per streamed piece (default 40). */
  pieceSize?: number;
  imagePng?: Buffer;
  /** Audio for one speech request; the default is one silent frame per 20 input characters. */
  speech?: (input: string) => Buffer;
  /** The moderation answer, or a status code to fail with. */
  moderation?: (input: string) => Record<string, unknown> | number;
  /** Answer this status and an OpenAI-style error body to every call of a path. */
  failPaths?: Record<string, number>;
}

export interface FakeOpenAIServer {
  /** e.g. http://127.0.0.1:43210/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function streamChat(res: ServerResponse, body: Record<string, unknown>, content: string, opts: FakeOpenAIOptions): Promise<void> {
  const model = String(body.model);
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model };
  const send = (payload: unknown): void => {
    res.write(`data: ${JSON.stringify(payload)}\n\n`);
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  const size = opts.pieceSize ?? 40;
  for (let i = 0, n = 0; i < content.length; i += size, n++) {
    await opts.beforeChatPiece?.(n, content.slice(0, i));
    send({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + size) }, finish_reason: null }] });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 } });
  res.end('data: [DONE]\n\n');
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: FakeOpenAIOptions, requests: RecordedRequest[]): Promise<void> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const body = await readJson(req);
  requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
  const failure = opts.failPaths?.[path];
  if (failure) return sendJson(res, failure, { error: { message: 'fake failure', type: 'server_error', code: null } });

  if (path === '/v1/chat/completions') {
    const content = opts.chatContent?.(body) ?? '{}';
    if (body.stream === true) return streamChat(res, body, content, opts);
    return sendJson(res, 200, {
      id: 'chatcmpl-fake', object: 'chat.completion', created: 1_700_000_000, model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  }
  if (path === '/v1/images/generations') {
    return sendJson(res, 200, { created: 1_700_000_000, data: [{ b64_json: (opts.imagePng ?? ONE_PIXEL_PNG).toString('base64') }] });
  }
  if (path === '/v1/audio/speech') {
    const input = String(body.input ?? '');
    const audio = opts.speech?.(input) ?? fakeMp3(Math.max(1, Math.ceil(input.length / 20)), { id3: true, infoFrame: true });
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    return void res.end(audio);
  }
  if (path === '/v1/moderations') {
    const answer = opts.moderation?.(String(body.input ?? '')) ?? { id: 'modr-fake', model: body.model, results: [{ flagged: false, categories: {}, category_scores: {} }] };
    if (typeof answer === 'number') return sendJson(res, answer, { error: { message: 'fake failure' } });
    return sendJson(res, 200, answer);
  }
  sendJson(res, 404, { error: { message: `no route ${path}` } });
}

export async function startFakeOpenAIServer(opts: FakeOpenAIOptions = {}): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    handle(req, res, opts, requests).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
