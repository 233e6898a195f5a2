// The assistant backed by a chat model: answers grounded on the retrieved help passages only, and the
// contact form's writing help as structured output (subject, message). Both go through the AI SDK's
// chat-completions path, which OpenAI-compatible servers speak.
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { Assistant } from '../types.ts';
import { chatSystemPrompt, contactSystemPrompt, contactUserPrompt } from './assistant-prompts.ts';
import { createServiceProvider, type ServiceConfig } from './service-config.ts';

const TIMEOUT_MS = 30_000;
/** Enough turns for a follow-up question to make sense, few enough to keep the prompt small. */
const HISTORY_TURNS = 6;

const draftSchema = z.object({ subject: z.string(), message: z.string() });

export function createServiceAssistant(cfg: ServiceConfig): Assistant {
  const provider = createServiceProvider(cfg);
  const model = provider.chat(cfg.textModel);
  return {
    async answerQuestion(req) {
      const history = req.history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content }));
      const { text } = await generateText({
        model,
        system: chatSystemPrompt(req),
        messages: [...history, { role: 'user', content: req.message }],
        abortSignal: AbortSignal.timeout(TIMEOUT_MS),
        // A parent is waiting: one retry, then the built-in assistant answers instead.
        maxRetries: 1,
      });
      const answer = text.trim();
      if (!answer) throw new Error('the chat model answered with nothing');
      return answer;
    },
    async writeContactMessage(req) {
      const { output } = await generateText({
        model,
        output: Output.object({ schema: draftSchema, name: 'contact_message' }),
        system: contactSystemPrompt(req),
        prompt: contactUserPrompt(req),
        abortSignal: AbortSignal.timeout(TIMEOUT_MS),
        // A parent is waiting: one retry, then the built-in assistant answers instead.
        maxRetries: 1,
      });
      const subject = output.subject.trim();
      const message = output.message.trim();
      return { subject: subject || undefined, message: message || undefined };
    },
  };
}
