import { DEFAULT_ART_STYLE, type ArtStyle } from '@storyloom/contracts/illustration';
import { ArrowUpRight, Sparkles } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toRequest, useGeneratorForm } from '../hooks/use-generator-form';
import { useGeneration } from '../hooks/use-generation';
import { defaultLength, isLengthAllowed } from '../plan-rules';
import { ArtStylePicker } from './art-style-picker';
import { ChildLookPicker } from './child-look-picker';
import { ChildNameField } from './child-name-field';
import { CustomIdeasField } from './custom-ideas-field';
import { IdeaPreview } from './idea-preview';
import { LanguageSelect } from './language-select';
import { LengthPicker } from './length-picker';
import { ProgressOverlay } from './progress-overlay';
import { AgeGroupPicker, CharacterPicker, MoralPicker, ThemePicker } from './story-choices';
import { StorySummaryCard } from './story-summary-card';

interface WorkshopProps {
  /** The plan's chapter cap: from plan-status, or the plan's own numbers until it answers. */
  maxChapters: number;
  /** SPEC §2: no stories left on a limited plan turns the button into an upgrade prompt. */
  outOfStories: boolean;
  /** The art styles the family's plan includes (contracts/plans.ts). */
  artStyles: readonly ArtStyle[];
}

/** The /generate form and its live summary, side by side on wide screens. */
export function GeneratorWorkshop({ maxChapters, outOfStories, artStyles }: WorkshopProps) {
  const { t } = useTranslation();
  const { values, setValue, fieldErrors, setFieldError } = useGeneratorForm();
  const generation = useGeneration(setFieldError);
  const formRef = useRef<HTMLFormElement>(null);
  const length = values.length && isLengthAllowed(values.length, maxChapters) ? values.length : defaultLength(maxChapters);
  const artStyle = artStyles.includes(values.artStyle) ? values.artStyle : DEFAULT_ART_STYLE;
  const missing = !values.character || !values.theme;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generation.active || outOfStories) return;
    const request = toRequest(values, length, artStyle);
    if (!request) {
      toast.error(t('generator.missing.title'), { description: t('generator.missing.body') });
      // Take the parent to the first choice still to make.
      const name = values.character ? 'theme' : 'character';
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
      return;
    }
    generation.start(request);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)]">
      <Card>
        <CardBody className="space-y-8">
          <CharacterPicker value={values.character} onChange={(v) => setValue('character', v)} />
          <ThemePicker value={values.theme} onChange={(v) => setValue('theme', v)} />
          <LengthPicker value={length} onChange={(v) => setValue('length', v)} maxChapters={maxChapters} />
          <div className="grid gap-6 sm:grid-cols-2">
            <LanguageSelect value={values.language} onChange={(v) => setValue('language', v)} error={fieldErrors.language} />
            <AgeGroupPicker value={values.ageGroup} onChange={(v) => setValue('ageGroup', v)} />
          </div>
          <MoralPicker value={values.moralLesson} onChange={(v) => setValue('moralLesson', v)} />
          <ChildNameField value={values.childName} onChange={(v) => setValue('childName', v)} error={fieldErrors.childName} />
          <ChildLookPicker value={values.childLook} onChange={(v) => setValue('childLook', v)} />
          <ArtStylePicker value={artStyle} onChange={(v) => setValue('artStyle', v)} allowed={artStyles} />
          <CustomIdeasField
            value={values.customPrompt}
            onChange={(v) => setValue('customPrompt', v)}
            error={fieldErrors.customPrompt}
            preview={<IdeaPreview customPrompt={values.customPrompt} language={values.language} childName={values.childName} />}
          />
        </CardBody>
      </Card>

      <div className="flex flex-col gap-4 lg:sticky lg:top-24">
        <StorySummaryCard values={values} length={length} />
        {outOfStories ? (
          <Button asChild size="lg" className="w-full" data-testid="upgrade-prompt">
            <Link to="/pricing">
              {t('generator.submitUpgrade')}
              <ArrowUpRight className="h-5 w-5" aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="w-full aria-disabled:opacity-60"
            disabled={generation.pending}
            // Not `disabled` while choices are missing, so that pressing it (or Enter) explains what
            // is missing instead of doing nothing (SPEC §5 'Generation').
            aria-disabled={missing || generation.active || undefined}
            data-testid="generate-button"
          >
            {generation.pending ? <Spinner className="h-5 w-5 text-white" /> : <Sparkles className="h-5 w-5" aria-hidden />}
            {generation.pending ? t('generator.submitting') : t('generator.submit')}
          </Button>
        )}
        {!outOfStories && missing && <p className="text-center text-sm text-ink-soft">{t('generator.missing.hint')}</p>}
      </div>
      <ProgressOverlay progress={generation.active ? generation.progress : null} writer={generation.writer} />
    </form>
  );
}
