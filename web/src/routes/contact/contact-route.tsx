import { MessageSquareHeart } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Card, CardBody } from '../../components/ui/card';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactSidePanels } from '../../features/contact/components/contact-side-panels';

export default function ContactRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="rounded-[2rem] bg-gradient-to-br from-coral-50 via-paper to-teal-50 p-6 sm:p-10">
        <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wide text-coral-600 uppercase">
          <MessageSquareHeart className="h-4 w-4" aria-hidden />
          Storyloom
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{t('contact.title')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-ink-soft">{t('contact.subtitle')}</p>
      </header>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <Card>
          <CardBody className="sm:p-8">
            <ContactForm />
          </CardBody>
        </Card>
        <ContactSidePanels />
      </div>
    </div>
  );
}
