import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { shellStrings } from '../strings';

/** What a route puts in its `handle` to name its screen in the browser tab. */
export interface TitleHandle {
  title: string;
}

export const titled = (title: string): { handle: TitleHandle } => ({ handle: { title } });

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** 'アンケート管理 | Back Office': the screen first, so tabs stay distinguishable. */
export function documentTitle(screen: string): string {
  return `${screen} | ${shellStrings.productName}`;
}

/** The title of the deepest matched route that names one, if any. */
export function screenTitle(matches: readonly { handle: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}

/**
 * The root of the admin routes: sets the tab title from the matched route's `handle.title`.
 * Routes without one (the public survey pages) set their own title, so it is left alone.
 */
export function TitledOutlet() {
  const title = screenTitle(useMatches());
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
  return <Outlet />;
}
