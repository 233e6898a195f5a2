import { MAX_CHAT_HISTORY, type ChatRequest } from '@storyloom/contracts/chatbot';
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { api, isApiError } from '../../../lib/api';
import { chatStore } from '../chat-store';

/**
 * SPEC §4 'Chatbot': the question is appended, the input cleared (by the caller) and the reply or the
 * error message appended as an assistant message. Nothing is sent while a reply is awaited or when the
 * text is blank.
 */
export async function sendChatMessage(text: string, language: InterfaceLanguage, errors: { failed: string; rateLimited: string }): Promise<void> {
  const message = text.trim();
  const { waiting, messages } = chatStore.get();
  if (!message || waiting) return;
  const history = messages.slice(-MAX_CHAT_HISTORY).map(({ role, content }) => ({ role, content }));
  chatStore.add({ role: 'user', content: message }, true);
  try {
    const body: ChatRequest = { message, language, history };
    const reply = await api.post('/api/chatbot', body);
    chatStore.add({ role: 'assistant', content: reply.response, sources: reply.sources }, false);
  } catch (error) {
    const limited = isApiError(error) && error.status === 429;
    chatStore.add({ role: 'assistant', content: limited ? errors.rateLimited : errors.failed }, false);
  }
}
