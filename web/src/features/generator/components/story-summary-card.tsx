import { CHAPTERS_BY_LENGTH, type StoryLength } from '@storyloom/contracts/options';
import { BookHeart } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody } from '../../../components/ui/card';
import type { GeneratorValues } from '../hooks/use-generator-form';
import { languageName } from '../language-names';
import { CharacterPortrait } from './character-portraits';

/** The live 'Your story' card: the choices read back as one sentence, as a book's blurb would. */
export function StorySummaryCard({ values, length }: { values: GeneratorValues; length: StoryLength }) {
  const { t, i18n } = useTranslation();
  const name = values.childName.trim();
  const kind = values.theme ? t(`generator.summary.kind.${values.theme}`) : t('generator.summary.kindPending');
  const hero = values.character
    ? name
      ? t(`generator.summary.heroNamed.${values.character}`, { name })
      : t(`generator.summary.hero.${values.character}`)
    : t('generator.summary.heroPending');
  const sentence = t('generator.summary.sentence', {
    kind,
    hero,
    age: values.ageGroup,
    language: languageName(values.language, i18n.language, true),
  });
  const ideas = values.customPrompt.trim();

  return (
    <Card className="overflow-hidden" aria-live="polite">
      <div className="flex items-center gap-4 bg-gradient-to-br from-amber-300/70 via-coral-100 to-coral-50 px-5 py-5 sm:px-6">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-card/80 shadow-soft">
          {values.character
            ? <CharacterPortrait character={values.character} className="h-16 w-16" />
            : <BookHeart className="h-9 w-9 text-coral-600" aria-hidden />}
        </div>
        <h2 className="font-display text-2xl font-extrabold text-ink">{t('generator.summary.title')}</h2>
      </div>
      <CardBody className="space-y-4">
        <p className="font-[Georgia,serif] text-lg leading-relaxed text-ink" data-testid="story-summary">{sentence}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-ink-soft">{t('generator.summary.length')}</dt>
            <dd className="font-semibold text-ink">
              {t(`generator.length.options.${length}`)} · {t('generator.length.chapters', { count: CHAPTERS_BY_LENGTH[length] })}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">{t('generator.summary.lesson')}</dt>
            <dd className="font-semibold text-ink">
              {values.moralLesson ? t(`generator.moral.options.${values.moralLesson}`) : t('generator.summary.noLesson')}
            </dd>
          </div>
        </dl>
        {ideas && (
          <div className="rounded-2xl bg-paper-deep/70 p-3 text-sm">
            <p className="font-semibold text-ink">{t('generator.summary.ideas')}</p>
            <p className="mt-1 line-clamp-4 break-words text-ink-soft">{ideas}</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
