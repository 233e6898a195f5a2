import { useTranslation } from '../../i18n/use-translation';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { AccountSecurityCard } from '../../features/auth/components/account-security-card';
import { useSession } from '../../features/auth/hooks/use-session';
import { ApiKeysCard } from '../../features/account/components/api-keys-card';
import { DataCard } from '../../features/account/components/data-card';
import { PaymentHistory } from '../../features/account/components/payment-history';
import { ProfileCard } from '../../features/account/components/profile-card';
import { SessionsCard } from '../../features/account/components/sessions-card';
import { SubscriptionCard } from '../../features/account/components/subscription-card';

/** /account (issue 11): the parent's details, plan and billing, sessions, and the family's data. */
export default function AccountRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t('account.title')}</h1>
      <p className="mt-2 text-lg text-ink-soft">{t('account.subtitle')}</p>
      <div className="mt-8 flex flex-col gap-6">
        <ProfileCard user={user} />
        <Card>
          <CardHeader><CardTitle>{t('auth.security.title')}</CardTitle></CardHeader>
          <CardBody><AccountSecurityCard email={user.email} /></CardBody>
        </Card>
        <SubscriptionCard />
        <PaymentHistory />
        <ApiKeysCard isPro={user.subscriptionPlan === 'pro'} />
        <SessionsCard />
        <DataCard email={user.email} />
      </div>
    </div>
  );
}
