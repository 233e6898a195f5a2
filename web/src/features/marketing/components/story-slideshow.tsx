import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MoonDragon } from '../../../components/illustrations/moon-dragon';
import type { IllustrationProps } from '../../../components/illustrations/types';
import { cn } from '../../../lib/cn';

// Only the first picture is in the landing page's first download; the three others are asked for as
// soon as the slideshow is on screen, seconds before the first change of slide (issue 15 point 9).
const laterPictures = {
  owl: () => import('../../../components/illustrations/owl-library').then((m) => ({ default: m.OwlLibrary })),
  sail: () => import('../../../components/illustrations/starry-sail').then((m) => ({ default: m.StarrySail })),
  garden: () => import('../../../components/illustrations/kind-garden').then((m) => ({ default: m.KindGarden })),
};
const OwlLibrary = lazy(laterPictures.owl);
const StarrySail = lazy(laterPictures.sail);
const KindGarden = lazy(laterPictures.garden);

/** SPEC §9: the slideshow advances every 4 s and loops. */
export const SLIDE_INTERVAL_MS = 4000;

const SLIDES: ReadonlyArray<{ key: 'dragon' | 'owl' | 'sail' | 'garden'; Picture: ComponentType<IllustrationProps> }> = [
  { key: 'dragon', Picture: MoonDragon },
  { key: 'owl', Picture: OwlLibrary },
  { key: 'sail', Picture: StarrySail },
  { key: 'garden', Picture: KindGarden },
];

const controlClasses =
  'flex h-10 w-10 items-center justify-center rounded-full border-2 border-line bg-card text-ink transition-colors hover:border-teal-500 hover:bg-teal-50';

export function StorySlideshow() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = SLIDES.length;

  // A fresh timer after every change, so a manual step always gets its full 4 seconds.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, total]);

  useEffect(() => {
    for (const load of Object.values(laterPictures)) void load().catch(() => undefined);
  }, []);

  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section aria-roledescription="carousel" aria-labelledby="slideshow-title" className="relative">
      {/* The slides' titles are h3: this heading keeps the page's outline in order (h1, h2, h3). */}
      <h2 id="slideshow-title" className="sr-only">{t('landing.slideshow.label')}</h2>
      <div className="relative overflow-hidden rounded-[2rem] border border-line bg-card p-3 shadow-lift sm:p-4">
        {/* While playing the slides change on their own, so they are not announced (WAI carousel). */}
        <div aria-live={paused ? 'polite' : 'off'} className="grid">
          {SLIDES.map(({ key, Picture }, i) => {
            const active = i === index;
            return (
              <div
                key={key}
                role="group"
                aria-roledescription="slide"
                aria-label={t('landing.slideshow.position', { current: i + 1, total })}
                aria-hidden={!active}
                inert={!active}
                className={cn(
                  'col-start-1 row-start-1 transition-opacity duration-700',
                  active ? 'opacity-100' : 'pointer-events-none opacity-0',
                )}
              >
                {/* The same frame while a later picture's code arrives: nothing moves. */}
                <Suspense fallback={<div className="aspect-[4/3] w-full rounded-3xl bg-paper-deep" />}>
                  <Picture className="aspect-[4/3] w-full rounded-3xl" />
                </Suspense>
                <div className="px-2 pt-4 pb-1 sm:px-3">
                  <p className="text-xs font-bold tracking-wide text-teal-700 uppercase">{t(`landing.slideshow.slides.${key}.tag`)}</p>
                  <h3 className="mt-1 text-xl font-extrabold text-ink sm:text-2xl">{t(`landing.slideshow.slides.${key}.title`)}</h3>
                  <p className="mt-1 text-ink-soft">{t(`landing.slideshow.slides.${key}.caption`)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" className={controlClasses} onClick={() => go(index - 1)} aria-label={t('landing.slideshow.previous')}>
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <div className="flex items-center gap-1">
          {SLIDES.map(({ key }, i) => (
            <button
              key={key}
              type="button"
              onClick={() => go(i)}
              aria-label={t('landing.slideshow.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="group flex h-10 w-8 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === index ? 'w-6 bg-coral-600' : 'w-2.5 bg-line group-hover:bg-teal-500',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClasses}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('landing.slideshow.play') : t('landing.slideshow.pause')}
          aria-pressed={paused}
        >
          {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
        </button>
        <button type="button" className={controlClasses} onClick={() => go(index + 1)} aria-label={t('landing.slideshow.next')}>
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
