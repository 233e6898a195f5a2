import type { StoryLanguage } from '@storyloom/contracts/options';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { useIdeaPreview } from '../hooks/use-idea-preview';

/** An item starting with an article reads mid-sentence: 'We will use: a grandmother', not 'A grandmother'. */
export function midSentence(item: string): string {
  return item.replace(/^(A|An|The|Un|Une|Le|La|Les|Des|Du|Sa|Son|Ses|His|Her)(?=\s)|^L(?=['’])/, (word) => word.toLowerCase());
}

/** Under the idea field: 'We will use: … We could not use: …', read by the server as the parent types, so
 * nobody spends a story on an idea that will not show (issue 10). Announced politely to screen readers. */
export function IdeaPreview({ customPrompt, language, childName }: { customPrompt: string; language: StoryLanguage; childName: string }) {
  const { t, i18n } = useTranslation();
  const preview = useIdeaPreview(customPrompt, language, childName);
  const list = new Intl.ListFormat(i18n.language.startsWith('fr') ? 'fr' : 'en', { type: 'conjunction' });
  let body: React.ReactNode = null;
  if (preview.idea.length < 3 || (!preview.data && !preview.isFetching && !preview.isError)) body = null;
  else if (preview.isFetching || (preview.typing && !preview.data)) {
    body = <p className="inline-flex items-center gap-2 text-ink-soft"><Spinner className="h-4 w-4" />{t('generator.ideaPreview.checking')}</p>;
  } else if (preview.isError) {
    body = <p className="text-ink-soft">{t('generator.ideaPreview.failed')}</p>;
  } else if (preview.data) {
    const { used, unused } = preview.data;
    body = (
      <>
        {used.length > 0 ? (
          <p className="flex items-start gap-2 text-teal-700" data-testid="idea-preview-used">
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{t('generator.ideaPreview.use', { items: list.format(used.map(midSentence)) })}</span>
          </p>
        ) : (
          <p className="text-ink-soft">{t('generator.ideaPreview.nothing')}</p>
        )}
        {unused.length > 0 && (
          <p className="flex items-start gap-2 text-coral-600" data-testid="idea-preview-unused">
            <CircleSlash className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{t('generator.ideaPreview.cannotUse', { items: list.format(unused.map(midSentence)) })}</span>
          </p>
        )}
      </>
    );
  }
  return (
    <div aria-live="polite" data-testid="idea-preview" className="mt-2 space-y-1 text-sm empty:hidden">
      {body}
    </div>
  );
}
