import { ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { HydratedApart } from '../../components/ui/hydrated-apart';
import { SIGN_UP_PATH } from '../../lib/sign-up-path';
import { FeatureGrid } from '../../features/marketing/components/feature-grid';
import { MarketingFigures } from '../../features/marketing/components/marketing-figures';
import { SiteFooter } from '../../features/marketing/components/site-footer';
import { StorySlideshow } from '../../features/marketing/components/story-slideshow';

// The demo form sits below the fold: fetched after the first paint (with its form parts and the query
// mutation), so it is not part of the landing page's first load (issue 16).
const DemoGenerator = lazy(() => import('../../features/demo/components/demo-generator').then((m) => ({ default: m.DemoGenerator })));

/** Holds the demo's place while its code arrives, so nothing below it moves. */
function DemoPlaceholder() {
  return <div aria-hidden className="min-h-[26rem] rounded-3xl border border-line bg-card shadow-soft" />;
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h2>
      <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>
    </div>
  );
}

export default function LandingRoute() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-clip">
      <section aria-labelledby="hero-title" className="relative">
        <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-coral-100/60 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute top-40 -left-32 h-80 w-80 rounded-full bg-teal-100/70 blur-3xl" />
        <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 pt-10 pb-14 sm:px-6 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14 lg:pt-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-card px-3.5 py-1.5 text-sm font-semibold text-teal-700 shadow-soft">
              <Sparkles className="h-4 w-4 text-amber-400" aria-hidden />
              {t('landing.badge')}
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-extrabold text-balance text-ink sm:text-5xl lg:text-[2.9rem] lg:leading-[1.1]">
              {t('landing.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">{t('landing.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild size="lg">
                <Link to={SIGN_UP_PATH}>
                  {t('landing.createStory')}
                  <ArrowRight className="h-5 w-5" aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/auth">{t('landing.signIn')}</Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="underline decoration-2 underline-offset-4">
                <Link to="/pricing">{t('landing.seePricing')}</Link>
              </Button>
            </div>
            <p className="mt-5 text-sm font-medium text-ink-soft">{t('landing.trust')}</p>
          </div>
          <HydratedApart>
            <StorySlideshow />
          </HydratedApart>
        </div>
      </section>

      <HydratedApart>
        <MarketingFigures />
      </HydratedApart>

      <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-20 sm:px-6">
        <SectionHeading id="features-title" title={t('landing.features.title')} subtitle={t('landing.features.subtitle')} />
        <div className="mt-10">
          <HydratedApart>
            <FeatureGrid />
          </HydratedApart>
        </div>
      </section>

      <section id="generator" aria-labelledby="generator-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-20 sm:px-6">
        <SectionHeading id="generator-title" title={t('landing.generator.title')} subtitle={t('landing.generator.subtitle')} />
        <div className="mt-10">
          <Suspense fallback={<DemoPlaceholder />}>
            <DemoGenerator />
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
        <div className="relative overflow-hidden rounded-[2rem] bg-coral-600 px-6 py-12 text-center text-white shadow-lift sm:px-12">
          <div aria-hidden className="absolute -top-10 -left-10 h-40 w-40 rounded-full bg-coral-500" />
          <div aria-hidden className="absolute -right-8 -bottom-12 h-48 w-48 rounded-full bg-[#b4472a]" />
          <div className="relative">
            <h2 id="cta-title" className="text-3xl font-extrabold sm:text-4xl">{t('landing.cta.title')}</h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-white">{t('landing.cta.body')}</p>
            <Button asChild size="lg" variant="outline" className="mt-7 border-white text-ink">
              <Link to="/auth">{t('landing.cta.button')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
    </div>
  );
}
