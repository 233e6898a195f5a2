// How the adapters reach a real AI service: OpenAI itself or any server that speaks its wire format
// (Ollama, vLLM, llama.cpp, LocalAI), chosen by base URL.
import { createOpenAI, type OpenAIProvider } from '@ai-sdk/openai';

export interface ServiceConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseURL: string;
  apiKey: string;
  textModel: string;
  imageModel: string;
  speechModel: string;
  /** Defaults to OpenAI's current moderation model. */
  moderationModel?: string;
}

export function createServiceProvider(cfg: ServiceConfig): OpenAIProvider {
  // Always use provider.chat(model), never provider(model): the bare call goes to /v1/responses, which
  // OpenAI-compatible servers do not have (research/dependencies-on-node20.md §7).
  return createOpenAI({ baseURL: cfg.baseURL.replace(/\/+$/, ''), apiKey: cfg.apiKey });
}
