import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClasses } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { cn } from '../../../lib/cn';
import type { ReaderTheme } from '../reader-themes';
import { ProgressSummary, type ProgressInfo } from './progress-summary';
import { ThemeSwatches } from './theme-swatches';

const OVERLAY = 'fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]';
const PANEL =
  'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto ' +
  'rounded-3xl border border-line bg-card p-6 text-ink shadow-lift animate-fade-in';

function CloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close aria-label={t('common.close')} className="absolute top-4 right-4 flex h-9 w-9 items-center justify-center rounded-full hover:bg-paper-deep">
      <X className="h-5 w-5" aria-hidden />
    </Dialog.Close>
  );
}

interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: ReaderTheme;
  onTheme: (theme: ReaderTheme) => void;
  progress: ProgressInfo;
  /** Rendered inside the reader so it stays visible in fullscreen. */
  container: HTMLElement | null;
}

/** SPEC §2: language, theme and reading progress; at least 400 x 300 on a desktop. */
export function SettingsDialog({ open, onOpenChange, theme, onTheme, progress, container }: SettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content className={cn(PANEL, 'sm:min-h-[300px] sm:min-w-[400px]')}>
          <Dialog.Title className="pr-10 text-xl font-extrabold">{t('reader.settings.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">{t('reader.settings.description')}</Dialog.Description>
          <CloseButton />
          <h3 className="mt-5 mb-2 text-sm font-bold">{t('reader.settings.language')}</h3>
          <LanguageSwitcher />
          <h3 className="mt-5 mb-2 text-sm font-bold">{t('reader.settings.theme')}</h3>
          <ThemeSwatches value={theme} onChange={onTheme} label={t('reader.settings.theme')} />
          <h3 className="mt-5 mb-2 text-sm font-bold">{t('reader.settings.progress')}</h3>
          <ProgressSummary info={progress} className="[--ink:var(--color-ink)] [--soft:var(--color-ink-soft)]" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface UnmarkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  container: HTMLElement | null;
}

/** SPEC §4: the question asked before a completed book is unmarked. */
export function UnmarkDialog({ open, onOpenChange, onConfirm, container }: UnmarkDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={cn(PANEL, 'max-w-md')}>
          <AlertDialog.Title className="text-xl font-extrabold">{t('reader.unmark.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-soft">{t('reader.unmark.body')}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('reader.unmark.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('primary')} onClick={onConfirm}>
              {t('reader.unmark.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface CoverPreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  title: string;
  container: HTMLElement | null;
}

/** The cover at full size (SPEC §2: the cover image opens a full preview). */
export function CoverPreviewDialog({ open, onOpenChange, src, title, container }: CoverPreviewProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content className={cn(PANEL, 'max-w-3xl p-3 sm:p-4')} aria-describedby={undefined}>
          <Dialog.Title className="px-2 pt-1 pr-12 font-display text-lg font-bold">{t('reader.cover.previewTitle', { title })}</Dialog.Title>
          <CloseButton />
          <img src={src} alt={t('reader.cover.alt', { title })} className="mt-3 max-h-[78dvh] w-full rounded-2xl object-contain" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
