// Which kind of answer a chat message gets, decided without the database or the AI service: small talk,
// the family's own plan, help entries found by retrieval, or 'unknown' (the bot says so and points to
// /contact). answer-chat.ts acts on it; scripts/chatbot-accuracy.ts measures it on parents' questions.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import type { WriterKind } from '@storyloom/contracts/support';
import { chatIntent } from './chat-intents.ts';
import { searchHelp, type HelpMatch } from './help-index.ts';

export type QuestionRoute =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'account' }
  | { kind: 'unknown' }
  | { kind: 'help'; matches: HelpMatch[] };

export function routeQuestion(language: InterfaceLanguage, writer: WriterKind, message: string): QuestionRoute {
  const intent = chatIntent(message);
  if (intent !== 'question') return { kind: intent };
  const matches = searchHelp(language, writer, message);
  return matches.length === 0 ? { kind: 'unknown' } : { kind: 'help', matches };
}
