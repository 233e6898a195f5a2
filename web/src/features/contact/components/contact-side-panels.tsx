import { RESPONSE_TIME_HOURS, SUPPORT_HOURS } from '@storyloom/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, Timer } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Card, CardBody, CardTitle } from '../../../components/ui/card';
import { contactDetailsQuery } from '../api/contact-api';

/** SPEC §2 '/contact' side panels: contact details with support hours, and response times (SPEC §9). */
export function ContactSidePanels() {
  const { t } = useTranslation();
  const details = useQuery(contactDetailsQuery);
  const [weekdays, saturday] = SUPPORT_HOURS;
  return (
    <aside className="flex flex-col gap-5">
      <Card>
        <CardBody>
          <CardTitle>{t('contact.panels.details')}</CardTitle>
          <dl className="mt-4 space-y-4 text-sm">
            {details.data && (
              <div className="relative pl-8">
                <dt className="font-semibold text-ink">
                  <Mail className="absolute top-0.5 left-0 h-5 w-5 text-teal-700" aria-hidden />
                  {t('contact.panels.email')}
                </dt>
                <dd><a className="break-all text-teal-700 underline-offset-4 hover:underline" href={`mailto:${details.data.email}`}>{details.data.email}</a></dd>
              </div>
            )}
            {details.data?.phone && (
              <div className="relative pl-8">
                <dt className="font-semibold text-ink">
                  <Phone className="absolute top-0.5 left-0 h-5 w-5 text-teal-700" aria-hidden />
                  {t('contact.panels.phone')}
                </dt>
                <dd><a className="text-teal-700 hover:underline" href={`tel:${details.data.phone.replace(/\s+/g, '')}`}>{details.data.phone}</a></dd>
              </div>
            )}
            {details.data?.address && (
              <div className="relative pl-8">
                <dt className="font-semibold text-ink">
                  <MapPin className="absolute top-0.5 left-0 h-5 w-5 text-teal-700" aria-hidden />
                  {t('contact.panels.address')}
                </dt>
                <dd className="whitespace-pre-line text-ink-soft">{details.data.address}</dd>
              </div>
            )}
            <div className="relative pl-8">
              <dt className="font-semibold text-ink">
                <Clock className="absolute top-0.5 left-0 h-5 w-5 text-teal-700" aria-hidden />
                {t('contact.panels.hours')}
              </dt>
              <dd className="text-ink-soft">
                {weekdays && <span className="block">{t('contact.panels.weekdays', { open: weekdays.open, close: weekdays.close })}</span>}
                {saturday && <span className="block">{t('contact.panels.saturday', { open: saturday.open, close: saturday.close })}</span>}
                <span className="block">{t('contact.panels.sunday')}</span>
                <span className="block text-xs">{t('contact.panels.timeZone')}</span>
              </dd>
            </div>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <CardTitle className="flex items-center gap-2"><Timer className="h-5 w-5 text-coral-600" aria-hidden />{t('contact.panels.responseTimes')}</CardTitle>
          <dl className="mt-4 divide-y divide-line text-sm">
            {(['general', 'technical', 'urgent'] as const).map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-3 py-2.5">
                <dt className="text-ink-soft">{t(`contact.panels.${kind}`)}</dt>
                <dd className="rounded-full bg-teal-50 px-3 py-1 font-semibold text-teal-700">{t('contact.panels.within', { hours: RESPONSE_TIME_HOURS[kind] })}</dd>
              </div>
            ))}
          </dl>
          <Link to="/help" className="mt-4 inline-block text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">{t('contact.panels.helpLink')}</Link>
        </CardBody>
      </Card>
    </aside>
  );
}
