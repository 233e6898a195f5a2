import type { DbUser } from '@storyloom/contracts/user';
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PlanIcon } from '../../components/plan-icon';

function initials(user: DbUser): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function AvatarMenu({ user, onSignOut }: { user: DbUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const planName = t(`plans.${user.subscriptionPlan}`);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The name starts with the visible initials (WCAG 2.5.3 'label in name').
        aria-label={`${initials(user)} – ${t('nav.accountMenu')}`}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-coral-600 font-display text-sm font-bold text-white shadow-soft ring-2 ring-card transition-transform hover:scale-105 data-[state=open]:ring-teal-500"
      >
        {initials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-fade-in z-50 w-72 rounded-3xl border border-line bg-card p-2 text-ink shadow-lift"
        >
          <div className="px-3 pt-2 pb-3">
            <p className="truncate font-display text-base font-bold" data-testid="avatar-name">{fullName}</p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-paper px-1 py-1 pr-3 text-sm font-semibold" data-testid="avatar-plan">
              <PlanIcon plan={user.subscriptionPlan} className="h-7 w-7" />
              {t('nav.planLabel', { plan: planName })}
            </p>
          </div>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2.5 rounded-2xl px-3 py-2.5 font-semibold outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-700">
            <Link to="/account">
              <UserRound className="h-4 w-4" aria-hidden />
              {t('menu.account')}
            </Link>
          </DropdownMenu.Item>
          {/* Only for admins, as the server says (DECISIONS.md 'Identity and roles'). */}
          {user.isAdmin && (
            <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2.5 rounded-2xl px-3 py-2.5 font-semibold outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-700">
              <Link to="/admin">
                <ShieldCheck className="h-4 w-4" aria-hidden />
                {t('admin.navLink')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2.5 rounded-2xl px-3 py-2.5 font-semibold outline-none select-none data-[highlighted]:bg-coral-50 data-[highlighted]:text-coral-600"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
