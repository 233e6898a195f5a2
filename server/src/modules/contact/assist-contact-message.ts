// POST /api/ai-assist-contact: the contact form's writing help. The configured assistant writes it; if
// an AI service fails, the built-in one does, so the parent still gets a draft built on their words.
import type { AssistContactResponse, assistContactRequestSchema } from '@storyloom/contracts/contact';
import type { z } from 'zod';
import { createOfflineAssistant } from '../../ai/offline/assistant/create-offline-assistant.ts';
import type { AppContext } from '../../context.ts';

const offline = createOfflineAssistant();

export async function assistContactMessage(ctx: AppContext, body: z.output<typeof assistContactRequestSchema>): Promise<AssistContactResponse> {
  const request = { prompt: body.prompt, category: body.category, language: body.language, name: body.name || undefined };
  try {
    return await ctx.ai.assistant.writeContactMessage(request);
  } catch (error) {
    console.error('writing help failed; using the built-in assistant', error);
    return offline.writeContactMessage(request);
  }
}
