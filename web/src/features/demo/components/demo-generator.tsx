import { CHARACTERS, MAX_CHILD_NAME, OFFLINE_STORY_LANGUAGES, THEMES, type Character, type Theme } from '@storyloom/contracts/options';
import { useMutation } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { KindGarden } from '../../../components/illustrations/kind-garden';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { SIGN_UP_PATH } from '../../../lib/sign-up-path';
import { fetchDemoPreview, type DemoPreview, type DemoPreviewRequest } from '../api/preview';

type DemoLanguage = DemoPreviewRequest['language'];

function PreviewResult({ preview }: { preview: DemoPreview }) {
  const { t } = useTranslation();
  const image = preview.imageUrl;
  return (
    <article aria-label={t('demo.resultLabel')} className="animate-fade-in overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      {image && <img src={image} alt={t('demo.illustrationAlt', { title: preview.title })} className="aspect-[4/3] w-full object-cover" />}
      <div className="p-5 sm:p-6">
        <h3 className="text-xl font-extrabold text-ink">{preview.title}</h3>
        {preview.text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className="mt-3 font-[Georgia,serif] text-[1.05rem] leading-relaxed text-ink">{paragraph}</p>
        ))}
        <p className="mt-5 text-sm text-ink-soft">
          <Link to={SIGN_UP_PATH} className="font-semibold text-coral-600 underline underline-offset-4">{t('demo.signUpToKeep')}</Link>
        </p>
      </div>
    </article>
  );
}

/** The landing page's demo: a real one-page preview, without an account (DECISIONS.md 'Landing page'). */
export function DemoGenerator() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [character, setCharacter] = useState<Character | ''>('');
  const [theme, setTheme] = useState<Theme | ''>('');
  // The story's language follows the interface's until the visitor picks one (issue 14).
  const [pickedLanguage, setLanguage] = useState<DemoLanguage | null>(null);
  const language: DemoLanguage = pickedLanguage ?? (i18n.language === 'fr' ? 'french' : 'english');
  const [childName, setChildName] = useState('');
  const mutation = useMutation({ mutationFn: fetchDemoPreview });
  // A refused name says so, instead of a vague 'try again' (issue 14).
  const refusedName = isApiError(mutation.error) && mutation.error.field === 'childName';
  const failure = refusedName ? t('demo.unsafeName') : isApiError(mutation.error) ? errorMessage(t, mutation.error) : t('demo.error');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!character || !theme || mutation.isPending) return;
    mutation.mutate({ character, theme, language, childName: childName.trim() });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className="grid gap-4 rounded-3xl border border-line bg-card p-5 shadow-soft sm:grid-cols-2 sm:p-6">
        <div>
          <Label htmlFor={`${id}-character`}>{t('demo.character')}</Label>
          <Select id={`${id}-character`} required value={character} onChange={(e) => setCharacter(e.target.value as Character)}>
            <option value="" disabled>{t('demo.choose')}</option>
            {CHARACTERS.map((c) => <option key={c} value={c}>{t(`options.character.${c}`)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-theme`}>{t('demo.theme')}</Label>
          <Select id={`${id}-theme`} required value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            <option value="" disabled>{t('demo.choose')}</option>
            {THEMES.map((th) => <option key={th} value={th}>{t(`options.theme.${th}`)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-language`}>{t('demo.language')}</Label>
          <Select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as DemoLanguage)}>
            {OFFLINE_STORY_LANGUAGES.map((l) => <option key={l} value={l}>{t(`options.language.${l}`)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-child`}>
            {t('demo.childName')} <span className="font-normal text-ink-soft">({t('demo.childNameHint')})</span>
          </Label>
          <Input
            id={`${id}-child`}
            value={childName}
            maxLength={MAX_CHILD_NAME}
            autoComplete="off"
            aria-invalid={refusedName || undefined}
            aria-describedby={refusedName ? `${id}-error` : undefined}
            placeholder={t('demo.childNamePlaceholder')}
            onChange={(e) => setChildName(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner className="h-5 w-5 text-white" /> : <Wand2 className="h-5 w-5" aria-hidden />}
            {mutation.isPending ? t('demo.submitting') : t('demo.submit')}
          </Button>
          {mutation.isError && (
            <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-coral-600">{failure}</p>
          )}
        </div>
      </form>
      <div aria-live="polite">
        {mutation.data ? (
          <PreviewResult preview={mutation.data} />
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-line bg-paper-deep/50 p-6 text-center">
            <KindGarden className="w-full max-w-xs rounded-2xl opacity-90" />
            <p className="max-w-sm text-ink-soft">{t('demo.placeholder')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
