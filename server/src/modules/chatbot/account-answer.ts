// 'How many stories do I have left this month?': answered from the family's own plan status.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { isUnlimited } from '@storyloom/contracts/plans';
import type { PlanStatus } from '@storyloom/contracts/user';
import { chatPhrase, CHAT_PHRASES } from './chat-phrases.ts';

const LOCALE: Record<InterfaceLanguage, string> = { en: 'en-US', fr: 'fr-FR' };

/** Credits are counted per calendar month in UTC (plans/usage.ts), so they come back on the 1st. */
function nextReset(now: Date, language: InterfaceLanguage): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(first);
}

export function accountAnswer(language: InterfaceLanguage, status: PlanStatus | null, now = new Date()): string {
  if (!status) return chatPhrase(language, 'accountSignedOut');
  const values = {
    plan: CHAT_PHRASES[language].plans[status.plan],
    used: String(status.usage.storiesThisMonth),
    limit: String(status.limits.storiesPerMonth),
    remaining: String(status.usage.storiesRemaining),
    chapters: String(status.limits.maxChaptersPerStory),
    resetDate: nextReset(now, language),
  };
  if (isUnlimited(status.limits.storiesPerMonth)) return chatPhrase(language, 'accountUnlimited', values);
  if (status.usage.storiesRemaining <= 0) return chatPhrase(language, 'accountNoneLeft', values);
  return chatPhrase(language, 'accountLimited', values);
}
