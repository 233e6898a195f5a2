import { MAX_ASSIST_PROMPT } from '@storyloom/contracts/contact';
import { Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';

interface WritingHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  pending: boolean;
  onWrite: () => void;
}

/** The optional writing-help box of the contact form: a few words in, a subject and message out. */
export function WritingHelp({ open, onOpenChange, prompt, onPromptChange, pending, onWrite }: WritingHelpProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!open) {
    return (
      <Button variant="soft" size="sm" onClick={() => onOpenChange(true)} aria-expanded={false} aria-controls={id}>
        <Sparkles className="h-4 w-4" aria-hidden />
        {t('contact.assist.open')}
      </Button>
    );
  }
  return (
    <div id={id} className="rounded-3xl border-2 border-amber-300 bg-amber-300/15 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="flex items-center gap-2 font-bold text-ink"><Sparkles className="h-5 w-5 text-amber-400" aria-hidden />{t('contact.assist.title')}</h2>
        <button type="button" onClick={() => onOpenChange(false)} aria-label={t('contact.assist.close')} className="rounded-full p-1 text-ink-soft hover:bg-paper-deep">
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-soft">{t('contact.assist.body')}</p>
      <Label htmlFor={`${id}-prompt`} className="mt-3">{t('contact.assist.promptLabel')}</Label>
      <textarea
        id={`${id}-prompt`}
        rows={2}
        value={prompt}
        maxLength={MAX_ASSIST_PROMPT}
        onChange={(e) => onPromptChange(e.target.value)}
        placeholder={t('contact.assist.promptPlaceholder')}
        className="block w-full rounded-2xl border-2 border-line bg-white px-4 py-3 text-ink placeholder:text-ink-soft/70 focus:border-teal-500 focus:outline-none"
      />
      <Button className="mt-3" size="sm" onClick={onWrite} disabled={pending}>
        <Sparkles className="h-4 w-4" aria-hidden />
        {pending ? t('contact.assist.writing') : t('contact.assist.write')}
      </Button>
    </div>
  );
}
