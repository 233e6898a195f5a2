import type { StoryStatus } from '@storyloom/contracts/stories';
import { Feather } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Above a book still being written (issue 16): how many chapters are in, then the pictures being painted. */
export function ArrivingStatus({ done, total, status }: { done: number; total: number; status: StoryStatus | undefined }) {
  const { t } = useTranslation();
  const text = status === 'illustrating' ? t('arriving.pictures') : t('arriving.status', { done, total });
  return (
    <p
      role="status"
      data-testid="arriving-status"
      className="mx-auto mt-3 flex w-fit max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-teal-50 px-4 py-1.5 text-sm font-semibold text-teal-800"
    >
      <Feather className="h-4 w-4 shrink-0 animate-pulse" aria-hidden />
      {text}
    </p>
  );
}
