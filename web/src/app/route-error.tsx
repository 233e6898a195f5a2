import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { MoonDragon } from '../components/illustrations/moon-dragon';
import { Button } from '../components/ui/button';

export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-5 px-6 text-center">
      <MoonDragon className="w-full max-w-sm rounded-3xl shadow-soft" />
      <h1 className="text-3xl font-extrabold text-ink">{t('errorPage.title')}</h1>
      <p className="text-ink-soft">{t('errorPage.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>{t('errorPage.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
