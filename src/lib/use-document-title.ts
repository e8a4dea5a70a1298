import { useEffect } from 'react';

/** Shows `title` as the tab's title while the page is on screen (nothing when undefined). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
