import type { DbUser } from '@storyloom/contracts/user';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/ui/card';

export function ProfileCard({ user }: { user: DbUser }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader><CardTitle>{t('account.profile.title')}</CardTitle></CardHeader>
      <CardBody>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('account.profile.name')}</dt>
            <dd className="mt-1 text-lg font-semibold break-words text-ink" data-testid="account-name">{`${user.firstName} ${user.lastName}`.trim()}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('account.profile.email')}</dt>
            <dd className="mt-1 text-lg font-semibold break-all text-ink" data-testid="account-email">{user.email}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
