import { describe, expect, it } from 'vitest';
import { topicOf, writeContactMessage } from './write-contact-message.ts';

describe('the built-in writing help', () => {
  it("builds the subject and message around the parent's words, signed with the name", () => {
    const draft = writeContactMessage({ prompt: 'my daughter cannot hear the narration on her tablet', category: 'bug', language: 'en', name: 'Sam' });
    expect(draft.subject).toBe('Problem report: My daughter cannot hear the narration on her tablet');
    expect(draft.message).toContain('Here are the details: My daughter cannot hear the narration on her tablet.');
    expect(draft.message.endsWith('Thank you,\nSam')).toBe(true);
  });

  it("asks for the details instead of repeating the category's prepared prompt", () => {
    const draft = writeContactMessage({ prompt: "J'ai une question sur mon abonnement ou un paiement.", category: 'billing', language: 'fr' });
    expect(draft.subject).toBe('Question de facturation');
    expect(draft.message).toContain('Ajoutez ici les détails');
    expect(draft.message.match(/abonnement/g)).toHaveLength(1);
  });

  it('keeps a long first sentence short in the subject, cut at a word', () => {
    const topic = topicOf('the narration of every story stops after the second page when I press play on my old tablet at night. Help!');
    expect(topic.length).toBeLessThanOrEqual(71);
    expect(topic.endsWith('…')).toBe(true);
    expect(topic).toMatch(/^The narration of every story/);
  });
});
