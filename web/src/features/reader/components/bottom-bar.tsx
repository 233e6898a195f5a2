import { AArrowDown, AArrowUp, ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { FONT, ZOOM } from '../reader-book';
import { ToolButton } from './tool-button';

interface BottomBarProps {
  pageLabel: string;
  atStart: boolean;
  atEnd: boolean;
  fontSize: number;
  zoom: number;
  onPrevious: () => void;
  onNext: () => void;
  onFont: (direction: 1 | -1 | 0) => void;
  onZoom: (direction: 1 | -1 | 0) => void;
}

/**
 * SPEC §2: previous, text size, zoom, the page label (Cover, About, Chapter n, End) and next. It sticks
 * to the bottom of the window, so that a zoomed book never pushes the controls off screen, and stands
 * above the cookie notice while it shows (issue 14: a grandparent opening a shared link met the two
 * bars drawn over each other).
 */
export function BottomBar({ pageLabel, atStart, atEnd, fontSize, zoom, onPrevious, onNext, onFont, onZoom }: BottomBarProps) {
  const { t } = useTranslation();
  const reset = 'h-10 min-w-12 rounded-full px-2 text-sm font-bold tabular-nums hover:bg-black/5';
  return (
    <div
      role="toolbar"
      aria-label={t('reader.bottom.toolbar')}
      className="sticky bottom-[calc(0.5rem+var(--cookie-banner-height,0px))] z-30 mx-auto grid w-full max-w-3xl grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-2 rounded-3xl bg-[var(--page)] p-2 text-[var(--ink)] shadow-soft sm:flex sm:justify-between"
    >
      <ToolButton label={t('reader.header.previous')} onClick={onPrevious} disabled={atStart} className="order-1">
        <ChevronLeft />
      </ToolButton>
      <p className="order-2 min-w-24 text-center font-display font-bold sm:order-3" data-testid="page-label">
        {pageLabel}
      </p>
      <div className="order-4 col-span-3 flex flex-wrap items-center justify-center gap-1 sm:order-2">
        <ToolButton label={t('reader.bottom.fontSmaller')} onClick={() => onFont(-1)} disabled={fontSize <= FONT.min}>
          <AArrowDown />
        </ToolButton>
        <button type="button" className={reset} onClick={() => onFont(0)} title={t('reader.bottom.fontReset', { size: FONT.initial })}>
          <span className="sr-only">{t('reader.bottom.fontReset', { size: FONT.initial })}: </span>
          {fontSize}
        </button>
        <ToolButton label={t('reader.bottom.fontLarger')} onClick={() => onFont(1)} disabled={fontSize >= FONT.max}>
          <AArrowUp />
        </ToolButton>
        <span className="mx-1 h-6 w-px bg-current/15" aria-hidden />
        <ToolButton label={t('reader.bottom.zoomOut')} onClick={() => onZoom(-1)} disabled={zoom <= ZOOM.min}>
          <ZoomOut />
        </ToolButton>
        <button type="button" className={reset} onClick={() => onZoom(0)} title={t('reader.bottom.zoomReset', { percent: 100 })}>
          <span className="sr-only">{t('reader.bottom.zoomReset', { percent: 100 })}: </span>
          {Math.round(zoom * 100)}%
        </button>
        <ToolButton label={t('reader.bottom.zoomIn')} onClick={() => onZoom(1)} disabled={zoom >= ZOOM.max}>
          <ZoomIn />
        </ToolButton>
      </div>
      <ToolButton label={t('reader.header.next')} onClick={onNext} disabled={atEnd} className="order-3 sm:order-4">
        <ChevronRight />
      </ToolButton>
    </div>
  );
}
