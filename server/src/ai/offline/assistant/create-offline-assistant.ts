// The built-in assistant (DESIGN.md 'The AI providers'): the chatbot answers with the best help passage
// the retrieval found (the passages are the answer, so nothing is made up), and the contact form's
// writing help fills templates with the parent's words.
import type { Assistant } from '../../types.ts';
import { writeContactMessage } from './write-contact-message.ts';

export function createOfflineAssistant(): Assistant {
  return {
    async answerQuestion(req) {
      const best = req.passages[0];
      if (!best) throw new Error('answerQuestion needs at least one passage');
      return best.answer;
    },
    async writeContactMessage(req) {
      return writeContactMessage(req);
    },
  };
}
