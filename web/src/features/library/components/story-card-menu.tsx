import { MAX_REGENERATIONS } from '@storyloom/contracts/options';
import type { StoryCard as StoryCardData } from '@storyloom/contracts/library';
import { BookDown, EllipsisVertical, FileDown, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-2xl px-3 py-2.5 font-semibold outline-none select-none ' +
  'data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-700 data-[disabled]:cursor-default data-[disabled]:opacity-50';

function Item({ icon, children, onSelect, disabled, danger }: {
  icon: ReactNode; children: ReactNode; onSelect: () => void; disabled?: boolean; danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={`${itemClasses} ${danger ? 'text-coral-600 data-[highlighted]:bg-coral-50 data-[highlighted]:text-coral-600' : ''}`}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export type StoryAction = 'share' | 'regenerate' | 'pdf' | 'epub' | 'delete';

interface StoryCardMenuProps {
  story: StoryCardData;
  onAction: (action: StoryAction) => void;
  triggerRef: Ref<HTMLButtonElement>;
}

/** The card's actions (SPEC §2 '/library'): share, regenerate, PDF, EPUB, delete. */
export function StoryCardMenu({ story, onAction, triggerRef }: StoryCardMenuProps) {
  const { t } = useTranslation();
  const ready = story.status === 'ready';
  const writing = !ready && story.status !== 'failed';
  const left = Math.max(0, MAX_REGENERATIONS - story.regenerationCount);
  const icon = 'h-4 w-4 shrink-0';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={t('library.card.actions', { title: story.title })}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 border-line bg-card text-ink transition-colors hover:border-teal-500 hover:bg-teal-50 data-[state=open]:border-teal-500"
      >
        <EllipsisVertical className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="animate-fade-in z-50 min-w-60 rounded-3xl border border-line bg-card p-2 text-ink shadow-lift"
        >
          <Item icon={<Share2 className={icon} aria-hidden />} disabled={!ready} onSelect={() => onAction('share')}>
            {t('library.actions.share')}
          </Item>
          <Item icon={<RefreshCw className={icon} aria-hidden />} disabled={writing || left === 0} onSelect={() => onAction('regenerate')}>
            <span className="flex flex-1 flex-col">
              {t('library.actions.regenerate')}
              <span className="text-xs font-normal text-ink-soft">
                {left === 0
                  ? t('library.actions.regenerationsNone', { max: MAX_REGENERATIONS })
                  : t('library.actions.regenerationsLeft', { count: left })}
              </span>
            </span>
          </Item>
          <Item icon={<FileDown className={icon} aria-hidden />} disabled={!ready} onSelect={() => onAction('pdf')}>
            {t('library.actions.downloadPdf')}
          </Item>
          <Item icon={<BookDown className={icon} aria-hidden />} disabled={!ready} onSelect={() => onAction('epub')}>
            {t('library.actions.downloadEpub')}
          </Item>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
          <Item icon={<Trash2 className={icon} aria-hidden />} danger onSelect={() => onAction('delete')}>
            {t('library.actions.delete')}
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
