import { CHAPTERS_BY_LENGTH, STORY_LENGTHS, type StoryLength } from '@storyloom/contracts/options';
import { Crown, Lock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { isLengthAllowed, smallestPlanFor } from '../plan-rules';
import { ChoiceGroup } from './choice-group';

/** Short, medium, long; a length above the plan's chapter cap is shown locked (DECISIONS.md). */
export function LengthPicker({ value, onChange, maxChapters }: {
  value: StoryLength;
  onChange: (value: StoryLength) => void;
  maxChapters: number;
}) {
  const { t } = useTranslation();
  const anyLocked = STORY_LENGTHS.some((length) => !isLengthAllowed(length, maxChapters));
  return (
    <ChoiceGroup
      name="length"
      testId="length-picker"
      legend={t('generator.length.legend')}
      hint={anyLocked ? (
        <span className="inline-flex flex-wrap items-center gap-x-1.5">
          <Crown className="h-4 w-4 text-amber-400" aria-hidden />
          {t('generator.length.lockedHint')}
          <Link to="/pricing" className="font-semibold text-coral-600 underline underline-offset-4">{t('generator.length.upgrade')}</Link>
        </span>
      ) : undefined}
      value={value}
      onChange={onChange}
      className="grid-cols-3"
      choices={STORY_LENGTHS.map((length) => {
        const locked = !isLengthAllowed(length, maxChapters);
        return {
          value: length,
          label: t(`generator.length.options.${length}`),
          disabled: locked,
          detail: (
            <>
              <span className="text-xs text-ink-soft">{t('generator.length.chapters', { count: CHAPTERS_BY_LENGTH[length] })}</span>
              {locked && (
                <span className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-amber-300/50 px-2 py-0.5 text-center text-[0.7rem] leading-tight font-bold text-ink">
                  <Lock className="h-3 w-3 shrink-0 max-sm:hidden" aria-hidden />
                  {t('generator.length.locked', { plan: t(`plans.${smallestPlanFor(length)}`) })}
                </span>
              )}
            </>
          ),
        };
      })}
    />
  );
}
