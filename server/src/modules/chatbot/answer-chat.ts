// POST /api/chatbot's work: small talk and account questions answered directly, anything else from the
// help centre. The assistant (offline: the best passage; service: a chat model grounded on the
// passages) only ever sees what retrieval found; when nothing was found, the bot says so and points to
// the contact page instead of guessing.
import type { ChatRequest, ChatResponse, ChatSource } from '@storyloom/contracts/chatbot';
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { helpEntryPath } from '@storyloom/contracts/help';
import type { PlanStatus } from '@storyloom/contracts/user';
import { createOfflineAssistant } from '../../ai/offline/assistant/create-offline-assistant.ts';
import type { AppContext } from '../../context.ts';
import { writerKind } from '../help/writer-kind.ts';
import { accountAnswer } from './account-answer.ts';
import { chatPhrase } from './chat-phrases.ts';
import { searchHelp } from './help-index.ts';
import { routeQuestion } from './route-question.ts';

const offline = createOfflineAssistant();

export interface ChatInput {
  message: string;
  language: InterfaceLanguage;
  history: NonNullable<ChatRequest['history']>;
}

function sourceOf(id: string, title: string): ChatSource {
  return { id, title, path: helpEntryPath(id) };
}

export async function answerChat(ctx: AppContext, input: ChatInput, planStatus: () => Promise<PlanStatus | null>): Promise<ChatResponse> {
  const { message, language } = input;
  const writer = writerKind(ctx);
  const route = routeQuestion(language, writer, message);
  if (route.kind === 'greeting') return { response: chatPhrase(language, 'greeting'), sources: [] };
  if (route.kind === 'thanks') return { response: chatPhrase(language, 'thanks'), sources: [] };
  if (route.kind === 'account') {
    const [limits] = searchHelp(language, writer, language === 'fr' ? 'limite mensuelle histoires' : 'monthly story limit');
    return {
      response: accountAnswer(language, await planStatus()),
      sources: limits ? [sourceOf(limits.entry.id, limits.entry.question)] : [],
    };
  }

  if (route.kind === 'unknown') {
    return { response: chatPhrase(language, 'fallback'), sources: [{ id: 'contact', title: chatPhrase(language, 'contactTitle'), path: '/contact' }] };
  }
  const { matches } = route;
  const passages = matches.map(({ entry }) => ({ id: entry.id, question: entry.question, answer: entry.answer }));
  const request = { message, language, history: input.history, passages };
  let response: string;
  try {
    response = await ctx.ai.assistant.answerQuestion(request);
  } catch (error) {
    // A failing AI service must not leave the parent without an answer: the passage itself is one.
    console.error('chat assistant failed; answering with the help passage', error);
    response = await offline.answerQuestion(request);
  }
  return { response, sources: matches.map(({ entry }) => sourceOf(entry.id, entry.question)) };
}
