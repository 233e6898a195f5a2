import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Logo } from '../../../components/ui/logo';

const linkClasses = 'rounded text-ink-soft underline-offset-4 hover:text-ink hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-20 border-t border-line bg-paper-deep">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-ink-soft">{t('landing.footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-bold tracking-wide text-ink uppercase">{t('landing.footer.product')}</h2>
          <ul className="mt-3 space-y-2">
            <li><a className={linkClasses} href="#features">{t('landing.footer.features')}</a></li>
            <li><a className={linkClasses} href="#generator">{t('landing.footer.generator')}</a></li>
            <li><Link className={linkClasses} to="/pricing">{t('landing.footer.pricing')}</Link></li>
            <li><Link className={linkClasses} to="/contact">{t('landing.footer.contact')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-ink uppercase">{t('landing.footer.company')}</h2>
          {/* SPEC §2 left these entries inert; all but Community now have their page (issue 14). */}
          <ul className="mt-3 space-y-2 text-ink-soft">
            <li><Link className={linkClasses} to="/help">{t('landing.footer.help')}</Link></li>
            <li>{t('landing.footer.community')}</li>
            <li><Link className={linkClasses} to="/privacy">{t('landing.footer.privacy')}</Link></li>
            <li><Link className={linkClasses} to="/terms">{t('landing.footer.terms')}</Link></li>
            <li><Link className={linkClasses} to="/cookies">{t('landing.footer.cookies')}</Link></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-line px-4 py-5 text-center text-sm text-ink-soft">
        {t('landing.footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
