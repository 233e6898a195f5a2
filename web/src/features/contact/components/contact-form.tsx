import {
  CONTACT_CATEGORIES, MAX_CONTACT_MESSAGE, MAX_CONTACT_NAME, MAX_CONTACT_SUBJECT, type ContactCategory, type InterfaceLanguage,
} from '@storyloom/contracts/contact';
import { Send } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../auth/hooks/use-session';
import { useAssistContact, useSendContact } from '../api/contact-api';
import { emptyDraft, isContactCategory, looksLikeEmail, missingFields, type ContactDraft } from '../contact-draft';
import { Balloons } from './balloons';
import { PendingMark } from './pending-mark';
import { WritingHelp } from './writing-help';

const textAreaClasses =
  'block w-full rounded-2xl border-2 border-line bg-white px-4 py-3 text-ink placeholder:text-ink-soft/70 hover:border-[#dccbb0] ' +
  'focus:border-teal-500 focus:outline-none aria-[invalid=true]:border-coral-500';

export function ContactForm() {
  const { t, i18n } = useTranslation();
  // SPEC §7: the writing help answers in French when the page is the French one.
  const language: InterfaceLanguage = i18n.language === 'fr' ? 'fr' : 'en';
  const session = useSession();
  const prefill = { name: session.user?.firstName ?? '', email: session.user?.email ?? '' };
  const [draft, setDraft] = useState<ContactDraft>(() => emptyDraft(prefill));
  const [invalid, setInvalid] = useState<(keyof ContactDraft)[]>([]);
  const [assistOpen, setAssistOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendContact();
  const assist = useAssistContact();
  const endCelebration = useCallback(() => setSentTo(null), []);

  const update = (field: keyof ContactDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setInvalid((fields) => fields.filter((f) => f !== field));
  };

  function runAssist(text: string, category: ContactCategory | '') {
    if (!text.trim()) {
      toast(t('contact.toast.assistTitle'), { description: t('contact.toast.assistEmpty') });
      return;
    }
    assist.mutate(
      { prompt: text.trim(), category: category || 'general', language, name: draft.name.trim() || undefined },
      {
        onSuccess: (answer) => {
          // SPEC §4: replaced only when the answer supplies them; the prompt box clears and closes.
          setDraft((d) => ({ ...d, subject: answer.subject ?? d.subject, message: answer.message ?? d.message }));
          setInvalid((fields) => fields.filter((f) => !(f === 'subject' && answer.subject) && !(f === 'message' && answer.message)));
          setPrompt('');
          setAssistOpen(false);
          toast.success(t('contact.toast.assistTitle'), { description: t('contact.toast.assistDone') });
        },
        onError: () => toast.error(t('contact.toast.assistErrorTitle'), { description: t('contact.toast.assistError') }),
      },
    );
  }

  function chooseCategory(value: string) {
    const category = isContactCategory(value) ? value : '';
    update('category', category);
    if (!category) return;
    // SPEC §4: choosing a category asks for a draft with that category's prepared prompt; words the
    // parent already wrote go with it, so the draft keeps them.
    const prepared = t(`contact.assist.prompts.${category}`);
    runAssist(draft.message.trim() ? `${prepared} ${draft.message.trim()}` : prepared, category);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const missing = missingFields(draft);
    if (missing.length > 0) {
      setInvalid(missing);
      toast.error(t('contact.toast.requiredFields'), { description: t('contact.toast.requiredFieldsDescription') });
      return;
    }
    if (!looksLikeEmail(draft.email)) {
      setInvalid(['email']);
      toast.error(t('contact.toast.requiredFields'), { description: t('contact.toast.invalidEmail') });
      return;
    }
    send.mutate(
      { name: draft.name, email: draft.email, subject: draft.subject, message: draft.message, category: draft.category || 'general', language },
      {
        onSuccess: () => {
          toast.success(t('contact.toast.successMessage'), { description: t('contact.toast.successDescription') });
          setSentTo(draft.email.trim());
          setDraft(emptyDraft(prefill));
          setInvalid([]);
        },
        onError: (error) => {
          const rateLimited = isApiError(error) && error.status === 429;
          toast.error(t('contact.toast.errorMessage'), { description: rateLimited ? t('contact.toast.rateLimited') : t('contact.toast.errorDescription') });
        },
      },
    );
  }

  const field = (name: keyof ContactDraft) => ({ id: `contact-${name}`, 'aria-invalid': invalid.includes(name) || undefined });
  const required = <span className="font-normal text-coral-600"> *<span className="sr-only"> ({t('contact.form.required')})</span></span>;

  return (
    <>
      {sentTo && <Balloons onDone={endCelebration} />}
      {sentTo && (
        <div role="status" className="mb-5 rounded-3xl border-2 border-teal-500 bg-teal-50 p-5">
          <h2 className="text-xl font-extrabold text-teal-700">{t('contact.success.title')}</h2>
          <p className="mt-1 text-ink">{t('contact.success.body', { email: sentTo })}</p>
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={send.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="contact-name">{t('contact.form.name')}{required}</Label>
            <Input {...field('name')} required autoComplete="name" maxLength={MAX_CONTACT_NAME} value={draft.name} onChange={(e) => update('name', e.target.value)} />
          </div>
          <div>
            <Label htmlFor="contact-email">{t('contact.form.email')}{required}</Label>
            <Input {...field('email')} required type="email" autoComplete="email" value={draft.email} onChange={(e) => update('email', e.target.value)} />
          </div>
        </div>
        <div>
          <Label htmlFor="contact-category">{t('contact.form.category')}</Label>
          <Select {...field('category')} value={draft.category} onChange={(e) => chooseCategory(e.target.value)}>
            <option value="">{t('contact.form.categoryPlaceholder')}</option>
            {CONTACT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`contact.categories.${c}`)}</option>)}
          </Select>
        </div>
        <WritingHelp open={assistOpen} onOpenChange={setAssistOpen} prompt={prompt} onPromptChange={setPrompt} pending={assist.isPending} onWrite={() => runAssist(prompt, draft.category)} />
        <div>
          <Label htmlFor="contact-subject">{t('contact.form.subject')}{required}</Label>
          <div className="relative">
            <Input {...field('subject')} required maxLength={MAX_CONTACT_SUBJECT} value={draft.subject} onChange={(e) => update('subject', e.target.value)} className={assist.isPending ? 'pr-36' : undefined} />
            {assist.isPending && <PendingMark label={t('contact.assist.working')} />}
          </div>
        </div>
        <div>
          <Label htmlFor="contact-message">{t('contact.form.message')}{required}</Label>
          <div className="relative">
            <textarea {...field('message')} required rows={8} maxLength={MAX_CONTACT_MESSAGE} value={draft.message} onChange={(e) => update('message', e.target.value)} placeholder={t('contact.form.messagePlaceholder')} className={textAreaClasses} />
            {assist.isPending && <PendingMark label={t('contact.assist.working')} />}
          </div>
          <p className="mt-1 text-right text-xs text-ink-soft">{t('contact.form.counter', { count: draft.message.length, max: MAX_CONTACT_MESSAGE })}</p>
        </div>
        <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
          <Send className="h-5 w-5" aria-hidden />
          {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </form>
    </>
  );
}
