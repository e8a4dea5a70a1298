import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The same square as IconButton, so links and buttons line up in a row of actions.
const iconLinkClass =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** An icon-only link inside the app; `label` is its accessible name and tooltip. */
export function IconLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} title={label} className={iconLinkClass}>
      {children}
    </Link>
  );
}

/** An icon-only link that opens another site or public page in a new tab. */
export function ExternalIconLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className={iconLinkClass}
    >
      {children}
    </a>
  );
}
