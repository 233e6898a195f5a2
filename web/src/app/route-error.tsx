import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { MoonDragon } from '../components/illustrations/moon-dragon';
import { Button } from '../components/ui/button';

export function RouteError() {
  const { t } = useTranslation();
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

/** A page that throws while rendering shows the error page instead of a blank screen (SPEC §8). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
