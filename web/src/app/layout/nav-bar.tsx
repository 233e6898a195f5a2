import { BookOpen, Menu, Sparkles, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { useSession, useSignOut } from '../../features/auth/hooks/use-session';
import { SIGN_UP_PATH } from '../../lib/sign-up-path';
import { withCatalog } from '../lazy-page';

// Only a signed-in family has the menu (and its dropdown code and texts): the landing page never loads it.
const AvatarMenu = withCatalog('app', () => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

const LINKS = [
  { to: '/generate', key: 'nav.generate', Icon: Sparkles },
  { to: '/library', key: 'nav.library', Icon: BookOpen },
] as const;

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold transition-colors',
    isActive ? 'bg-teal-600 text-white' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
  );
}

export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu remembers the page it was opened on, so it closes by itself when the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const signedIn = session.status === 'signedIn' && session.user !== null;

  const handleSignOut = () => {
    void signOut().then(() => navigate('/', { replace: true }));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-paper/90 backdrop-blur-md">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={t('nav.home')} className="rounded-xl">
          <Logo />
        </Link>

        {signedIn && (
          <ul className="ml-6 hidden items-center gap-1 md:flex">
            {LINKS.map(({ to, key, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClasses}>
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        )}

        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:block">
            <LanguageSwitcher />
          </div>
          {!signedIn && (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/auth">{t('nav.signIn')}</Link>
              </Button>
              <Button asChild>
                <Link to={SIGN_UP_PATH}>{t('nav.startCreating')}</Link>
              </Button>
            </div>
          )}
          {signedIn && (
            <Suspense fallback={<span className="h-10 w-10" aria-hidden />}>
              <AvatarMenu user={session.user} onSignOut={handleSignOut} />
            </Suspense>
          )}
          <button
            type="button"
            className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-line bg-card md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="animate-fade-in border-t border-line bg-paper px-4 pt-3 pb-5 md:hidden">
          {signedIn ? (
            <ul className="space-y-1">
              {LINKS.map(({ to, key, Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={(state) => cn(navLinkClasses(state), 'w-full py-3')}>
                    <Icon className="h-5 w-5" aria-hidden />
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : (
            <div className="grid gap-2">
              <Button asChild variant="outline" size="lg">
                <Link to="/auth">{t('nav.signIn')}</Link>
              </Button>
              <Button asChild size="lg">
                <Link to={SIGN_UP_PATH}>{t('nav.startCreating')}</Link>
              </Button>
            </div>
          )}
          <div className="mt-4 flex items-center justify-between border-t border-line pt-4">
            <span className="text-sm font-semibold text-ink-soft">{t('nav.language')}</span>
            <LanguageSwitcher />
          </div>
        </div>
      )}
    </header>
  );
}
