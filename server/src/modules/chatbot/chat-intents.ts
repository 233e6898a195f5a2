// Messages the chatbot answers without searching the help: a greeting, a thank-you, and questions about
// the family's own plan ('how many stories do I have left this month?'). Patterns are matched on the
// message folded to lower case without accents.
import { foldText } from './fold-text.ts';

export type ChatIntent = 'greeting' | 'thanks' | 'account' | 'question';

const GREETING = /^(hi|hello|hey|good (morning|evening|afternoon)|bonjour|bonsoir|salut|coucou)\b[\s!.,]*$/;
const THANKS = /^(thanks?( you)?( very much| a lot| so much)?|cheers|merci( beaucoup| bien)?)\b[\s!.,]*$/;

const ACCOUNT_PATTERNS = [
  // how many stories (do I have) left / remaining / have I made this month
  /\bhow many\b.*\b(left|remaining|remain|have i (made|used|created)|did i (make|use|create)|can i still (make|create))\b/,
  /\b(stories|credits?) (do i have )?(left|remaining)\b/,
  /\b(what|which) (plan|subscription) (am i|do i have|i'?m)\b/,
  /\bam i on (the |a )?(free|basic|premium|pro|paid)\b/,
  /^(what'?s |what is |show me )?my (current )?(plan|subscription|usage|credits|quota)( status)?\?*$/,
  /\b(my|this month'?s?) (usage|remaining stories)\b/,
  /\b(where|how) (do|can) i (see|check|find) my (current )?(plan|subscription|usage|credits)\b/,
  // combien d'histoires me reste-t-il / il me reste combien / quelle est ma formule
  /\bcombien\b.*\b(reste|restent|restant|ai-je|j'ai|puis-je encore|je peux encore)\b/,
  /\b(il me reste|me reste-t-il|me restent|histoires restantes|credits restants)\b/,
  /\bquel(le)? (est )?(ma|mon) (formule|forfait|abonnement)( actuel(le)?)?\b/,
  /\bquel(le)? (formule|forfait|abonnement) (ai-je|j'ai|est-ce que j'ai)\b/,
  /\bsuis-je (en|sur|a|au) (la )?(formule )?(gratuit|basique|premium|pro)/,
  /\b(vois|voir|trouve|trouver|consulter)\b.*\b(ma|mon) (formule|abonnement|forfait)( actuel(le)?)?\s*\??$/,
];

export function chatIntent(message: string): ChatIntent {
  const text = foldText(message).replace(/\s+/g, ' ').trim();
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text)) return 'thanks';
  if (ACCOUNT_PATTERNS.some((pattern) => pattern.test(text))) return 'account';
  return 'question';
}
