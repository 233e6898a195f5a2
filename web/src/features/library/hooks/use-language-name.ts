import type { StoryLanguage } from '@storyloom/contracts/options';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A story language's name. English and French, the languages of the offline storyteller, are
 * translated; the others (written by an AI model) keep their English name, capitalised.
 */
export function useLanguageName(): (language: StoryLanguage) => string {
  const { t } = useTranslation();
  return (language) => {
    if (language === 'english' || language === 'french') return t(`options.language.${language}`);
    return language.charAt(0).toUpperCase() + language.slice(1);
  };
}
