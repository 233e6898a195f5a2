import { useTranslation } from '../../../i18n/use-translation';

/** The reader's shape while the story loads: header, progress, and a book. */
export function ReaderSkeleton() {
  const { t } = useTranslation();
  const block = 'animate-pulse rounded-2xl bg-paper-deep';
  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">{t('reader.loading')}</span>
      <div className="flex items-center gap-3">
        <div className={`${block} h-12 w-10`} />
        <div className={`${block} h-6 w-48`} />
        <div className={`${block} ml-auto h-10 w-32`} />
      </div>
      <div className={`${block} mt-4 h-3 w-full`} />
      <div className="mt-6 flex justify-center gap-1">
        <div className={`${block} aspect-[4/5] w-full max-w-[400px]`} />
        <div className={`${block} hidden aspect-[4/5] w-full max-w-[400px] md:block`} />
      </div>
      <div className={`${block} mx-auto mt-6 h-12 w-full max-w-3xl`} />
    </div>
  );
}
