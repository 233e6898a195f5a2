// The values a help answer's {{placeholders}} stand for, computed from the contracts package so that
// no number in the help centre or the chatbot is ever a copy (DECISIONS.md: one place for business numbers).
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { AGE_GROUPS, CHAPTERS_BY_LENGTH, MAX_CHILD_NAME, MAX_CUSTOM_PROMPT, MAX_REGENERATIONS, OFFLINE_STORY_LANGUAGES, STORY_LANGUAGES } from '@storyloom/contracts/options';
import { ANNUAL_SAVING_PERCENT, CURRENCY, PLAN_IDS, PLANS, isUnlimited } from '@storyloom/contracts/plans';
import { MIN_PASSWORD_LENGTH } from '@storyloom/contracts/user';
import {
  ACCOUNT_DELETION_MAX_HOURS, GENERATION_MINUTES, RESPONSE_TIME_HOURS, SATISFACTION_GUARANTEE_DAYS, SUPPORT_HOURS, type WriterKind,
} from '@storyloom/contracts/support';

const LOCALE: Record<InterfaceLanguage, string> = { en: 'en-US', fr: 'fr-FR' };

function price(cents: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

function ageBounds(): { min: string; max: string } {
  const bounds = AGE_GROUPS.flatMap((group) => group.split('-').map(Number));
  return { min: String(Math.min(...bounds)), max: String(Math.max(...bounds)) };
}

/** Numbers only; the words around them ('unlimited', the writer's phrases) come from the content files. */
export function numericFacts(language: InterfaceLanguage, writer: WriterKind): Record<string, string> {
  const facts: Record<string, string> = {
    annualSaving: String(ANNUAL_SAVING_PERCENT),
    regenerations: String(MAX_REGENERATIONS),
    childNameMax: String(MAX_CHILD_NAME),
    ideasMax: String(MAX_CUSTOM_PROMPT),
    passwordMin: String(MIN_PASSWORD_LENGTH),
    storyLanguageCount: String(STORY_LANGUAGES.length),
    offlineLanguageCount: String(OFFLINE_STORY_LANGUAGES.length),
    deletionHours: String(ACCOUNT_DELETION_MAX_HOURS),
    guaranteeDays: String(SATISFACTION_GUARANTEE_DAYS),
    generationMin: String(GENERATION_MINUTES[writer].min),
    generationMax: String(GENERATION_MINUTES[writer].max),
    responseGeneral: String(RESPONSE_TIME_HOURS.general),
    responseTechnical: String(RESPONSE_TIME_HOURS.technical),
    responseUrgent: String(RESPONSE_TIME_HOURS.urgent),
    ageMin: ageBounds().min,
    ageMax: ageBounds().max,
    ageGroups: AGE_GROUPS.join(', '),
  };
  for (const [length, chapters] of Object.entries(CHAPTERS_BY_LENGTH)) facts[`${length}Chapters`] = String(chapters);
  for (const hours of SUPPORT_HOURS) {
    facts[`${hours.days}Open`] = String(hours.open);
    facts[`${hours.days}Close`] = String(hours.close);
  }
  for (const id of PLAN_IDS) {
    const plan = PLANS[id];
    // 'unlimited' is a word, not a number: the content files give it as {{unlimited}}.
    facts[`${id}Stories`] = isUnlimited(plan.storiesPerMonth) ? '{{unlimited}}' : String(plan.storiesPerMonth);
    facts[`${id}Chapters`] = isUnlimited(plan.maxChaptersPerStory) ? '{{unlimited}}' : String(plan.maxChaptersPerStory);
    facts[`${id}PriceMonth`] = price(plan.priceMonth, language);
    facts[`${id}PriceYear`] = price(plan.priceYear, language);
  }
  return facts;
}
