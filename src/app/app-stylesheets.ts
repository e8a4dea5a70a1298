/**
 * Applies the stylesheets a built index.html only preloads (scripts/public-load-plugin.ts, so
 * that a public page's skeleton paints with the HTML alone) and resolves once they are in
 * force, so the app's first render is never unstyled. A stylesheet that fails still lets the app
 * render. In `vite dev` there is none: styles come with the modules.
 */
export function applyAppStylesheets(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
