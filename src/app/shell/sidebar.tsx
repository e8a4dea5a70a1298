import { ChevronDown, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { usePermissions, useSession } from '@/features/auth';
import { useMentionsCount } from '@/features/mentions';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { shellStrings } from '../strings';
import {
  customerGroupIcon as GroupIcon,
  customerNav,
  isNavItemActive,
  navFor,
  primaryNav,
  type NavItem,
} from './nav-items';

/**
 * One link. A figure (the mentions' count) is drawn inside it but spoken as the link's
 * description, so the link's name stays the item's label.
 */
function NavEntry({
  item,
  pathname,
  figure,
}: {
  item: NavItem;
  pathname: string;
  figure?: { count: number; label: string };
}) {
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  const figureId = useId();
  const shown = figure && figure.count > 0 ? figure : null;
  return (
    <>
      <NavLink
        to={item.to}
        aria-current={active ? 'page' : undefined}
        aria-describedby={shown ? figureId : undefined}
        className={`flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
          active ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
        }`}
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
        <span className="truncate">{item.label}</span>
        {shown ? (
          <span
            aria-hidden
            className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
          >
            {shown.count > 99 ? '99+' : shown.count}
          </span>
        ) : null}
      </NavLink>
      {shown ? (
        <span id={figureId} hidden>
          {shown.label}
        </span>
      ) : null}
    </>
  );
}

export function Sidebar() {
  const { session, signOut } = useSession();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const [isGroupOpen, setIsGroupOpen] = useState(true);
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';
  const mentionsCount = useMentionsCount(session.status === 'signed-in' ? session.user.uid : null);

  return (
    <aside className="fixed inset-y-0 left-0 flex w-48 flex-col bg-slate-900 text-white">
      <div className="px-4 pt-5 pb-4">
        <Link to={paths.surveys} className="text-lg font-bold tracking-tight text-white">
          {shellStrings.productName}
        </Link>
        {env.backend === 'local' ? (
          <span
            title={shellStrings.localModeHint}
            className="mt-2 inline-flex rounded bg-amber-400 px-1.5 py-0.5 text-[11px] font-semibold text-amber-950"
          >
            {shellStrings.localModeBadge}
          </span>
        ) : null}
      </div>
      <nav aria-label={shellStrings.navLabel} className="flex-1 space-y-1 overflow-y-auto px-2">
        {navFor(primaryNav, permissions).map((item) => (
          <NavEntry
            key={item.to}
            item={item}
            pathname={pathname}
            figure={item.to === paths.mentions ? mentionsCount : undefined}
          />
        ))}
        <div className="pt-2">
          <button
            type="button"
            aria-expanded={isGroupOpen}
            aria-controls="sidebar-customer-group"
            onClick={() => setIsGroupOpen((open) => !open)}
            className="flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            <GroupIcon className="h-4 w-4" aria-hidden />
            <span className="flex-1 text-left">{shellStrings.customerGroup}</span>
            <ChevronDown
              className={`h-4 w-4 transition-transform ${isGroupOpen ? '' : '-rotate-90'}`}
              aria-hidden
            />
          </button>
          {isGroupOpen ? (
            <div id="sidebar-customer-group" className="mt-1 space-y-1 pl-3">
              {navFor(customerNav, permissions).map((item) => (
                <NavEntry key={item.to} item={item} pathname={pathname} />
              ))}
            </div>
          ) : null}
        </div>
      </nav>
      <div className="border-t border-slate-800 px-4 py-4">
        <p className="text-[11px] text-slate-400">{shellStrings.signedInAs}</p>
        <p className="truncate text-xs text-slate-200" title={email}>
          {email}
        </p>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-3 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {shellStrings.logout}
        </button>
      </div>
    </aside>
  );
}
