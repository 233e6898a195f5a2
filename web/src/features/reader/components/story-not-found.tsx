import { BookX, Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';

/** SPEC §2: the message depends on whether the error text contains 404. */
export function notFoundMessageKey(error: unknown): 'reader.notFound.missing' | 'reader.notFound.failed' {
  const text = error instanceof Error ? error.message : '';
  return !error || text.includes('404') ? 'reader.notFound.missing' : 'reader.notFound.failed';
}

/** `shared`: reached through a share link, maybe by someone without an account, who has no library. */
export function StoryNotFound({ error, title, body, shared = false }: { error?: unknown; title?: string; body?: string; shared?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg px-4 py-14 sm:py-20">
      <Card className="w-full text-center" data-testid="story-not-found">
        <CardBody className="flex flex-col items-center gap-4">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <BookX className="h-8 w-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-extrabold text-ink">{title ?? t('reader.notFound.title')}</h1>
          <p className="text-ink-soft">{body ?? t(notFoundMessageKey(error))}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              {shared ? <Link to="/">{t('reader.notFound.home')}</Link> : <Link to="/library">{t('reader.notFound.back')}</Link>}
            </Button>
            <Button asChild>
              <Link to="/generate">
                <Plus className="h-4 w-4" aria-hidden />
                {shared ? t('reader.notFound.createOwn') : t('reader.notFound.create')}
              </Link>
            </Button>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
