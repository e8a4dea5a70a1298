import type { MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { shellStrings } from '../strings';
import { Sidebar } from './sidebar';

const MAIN_ID = 'main-content';

/** Moves focus into the screen without adding '#main-content' to the URL. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * Signed-in layout: the 12rem sidebar and the routed screen beside it. The first Tab stop is a
 * skip link past the sidebar's ten links. `main` takes focus (tabIndex -1) for that link and for
 * dialogs whose opener has gone (see `restoreFocus` in the UI kit).
 */
export function AppShell() {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="focus:text-brand-700 focus:outline-brand-600 sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:outline-2"
      >
        {shellStrings.skipToContent}
      </a>
      <Sidebar />
      <main id={MAIN_ID} tabIndex={-1} className="ml-48 min-h-screen min-w-0 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
