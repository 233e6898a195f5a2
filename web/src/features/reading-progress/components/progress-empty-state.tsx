import { BookOpen, PenLine } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { OwlLibrary } from '../../../components/illustrations/owl-library';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Nothing to show yet: no story at all, or stories nobody has opened. */
export function ProgressEmptyState({ hasStories }: { hasStories: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-6 p-6 text-center sm:p-10 md:flex-row md:text-left" data-testid="progress-empty">
      <OwlLibrary className="w-full max-w-72 shrink-0 rounded-3xl" />
      <div>
        <h2 className="text-2xl font-extrabold text-ink">
          {hasStories ? t('progress.empty.unreadTitle') : t('progress.empty.noStoriesTitle')}
        </h2>
        <p className="mt-2 max-w-lg text-ink-soft">
          {hasStories ? t('progress.empty.unreadBody') : t('progress.empty.noStoriesBody')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">
          <Button asChild variant={hasStories ? 'outline' : 'primary'}>
            <Link to="/generate">
              <PenLine className="h-4 w-4" aria-hidden />
              {t('progress.empty.generate')}
            </Link>
          </Button>
          <Button asChild variant={hasStories ? 'primary' : 'outline'}>
            <Link to="/library">
              <BookOpen className="h-4 w-4" aria-hidden />
              {t('progress.empty.library')}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
