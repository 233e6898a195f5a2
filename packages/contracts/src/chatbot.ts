import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './contact.ts';

export const MAX_CHAT_MESSAGE = 1000;
export const MAX_CHAT_HISTORY = 12;
/** SPEC §9: the window's size, its margin from the corner and the suggestions shown at first. */
export const CHAT_WINDOW = { width: 384, height: 500, margin: 24, suggestions: 5 } as const;

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** POST /api/chatbot (SPEC §7, with the conversation so far for a service model). */
export const chatRequestSchema = z.object({
  message: z.string({ error: 'Please type a question.' }).trim()
    .min(1, 'Please type a question.').max(MAX_CHAT_MESSAGE, `Please keep your question under ${MAX_CHAT_MESSAGE} characters.`),
  language: z.enum(INTERFACE_LANGUAGES).default('en'),
  history: z.array(chatTurnSchema).max(50).optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A help entry the answer came from; path is an address inside the web app. */
export const chatSourceSchema = z.object({ id: z.string(), title: z.string(), path: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatResponseSchema = z.object({ response: z.string(), sources: z.array(chatSourceSchema) });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
