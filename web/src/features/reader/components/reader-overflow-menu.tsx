import { Camera, CircleCheck, Ellipsis, FileDown, Maximize, Minimize, Settings, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReaderActions } from './reader-actions';
import { ToolButton } from './tool-button';

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-2xl px-3 py-2.5 font-semibold outline-none select-none ' +
  'data-[disabled]:opacity-50 data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-700 [&_svg]:h-4 [&_svg]:w-4';

function Item({ icon, label, onSelect, disabled }: { icon: ReactNode; label: string; onSelect: () => void; disabled?: boolean }) {
  return (
    <DropdownMenu.Item className={ITEM} onSelect={onSelect} disabled={disabled}>
      {icon}
      {label}
    </DropdownMenu.Item>
  );
}

/** The header's secondary tools on phones and tablets (under 1024 px). */
export function ReaderOverflowMenu({ actions, fullscreen, container }: { actions: ReaderActions; fullscreen: boolean; container: HTMLElement | null }) {
  const { t } = useTranslation();
  const { owner } = actions;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ToolButton label={t('reader.header.more')} className="lg:hidden">
          <Ellipsis />
        </ToolButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content align="end" sideOffset={8} className="animate-fade-in z-50 w-64 rounded-3xl border border-line bg-card p-2 text-ink shadow-lift">
          {owner && (
            <>
              <Item
                icon={<CircleCheck aria-hidden />}
                label={owner.complete ? t('reader.header.completed') : t('reader.header.markComplete')}
                onSelect={owner.markComplete}
              />
              <Item icon={<Share2 aria-hidden />} label={t('reader.header.share')} onSelect={owner.share} />
              <Item icon={<FileDown aria-hidden />} label={t('reader.header.pdf')} onSelect={owner.downloadPdf} disabled={owner.pdfBusy} />
            </>
          )}
          <Item icon={<Settings aria-hidden />} label={t('reader.header.settings')} onSelect={actions.openSettings} />
          <Item icon={<Camera aria-hidden />} label={t('reader.header.screenshot')} onSelect={actions.screenshot} />
          <Item
            icon={fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
            label={fullscreen ? t('reader.header.exitFullscreen') : t('reader.header.fullscreen')}
            onSelect={actions.toggleFullscreen}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
