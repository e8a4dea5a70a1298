import type { Plugin } from 'vite';
import { EARLY_READ_META, earlyReadTemplate } from '../src/lib/backend/firebase/early-read.ts';
import { firestoreOrigin } from '../src/lib/backend/firebase/emulator-ports.ts';

/** The attribute index.html's preloaded stylesheets carry (src/app/app-stylesheets.ts). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * What a built index.html needs for a public page to paint early on a phone's connection
 * (docs/performance.md, Lighthouse):
 * - the app's stylesheet is preloaded, not render-blocking: the skeleton (styled inline) paints
 *   with the HTML alone, and main.tsx applies the stylesheet before the app's first render;
 * - a Firebase build opens the connection to Firestore while the JavaScript downloads
 *   (`crossorigin`: the REST reads are CORS requests without credentials, and a preconnect
 *   serves only requests of its own mode), and names the documents endpoint in a meta tag,
 *   from which index.html's inline script starts a survey page's first read
 *   (src/lib/backend/firebase/early-read.ts). A meta tag, not values written into the script:
 *   the script stays the same in every build, so its hash in the CSP does too.
 */
export function publicLoad(): Plugin {
  let origin: string | null = null;
  let documentsUrl = '';
  return {
    name: 'backoffice:public-load',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      if (!env.VITE_FIREBASE_PROJECT_ID?.trim() || !env.VITE_FIREBASE_API_KEY?.trim()) return;
      origin = firestoreOrigin(env.VITE_USE_EMULATORS?.trim() === 'true');
      documentsUrl = earlyReadTemplate(
        origin,
        env.VITE_FIREBASE_PROJECT_ID.trim(),
        env.VITE_FIREBASE_API_KEY.trim(),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        origin
          ? withFirestoreHints(preloadStylesheets(html), origin, documentsUrl)
          : preloadStylesheets(html),
    },
  };
}

/**
 * Right after the charset: the preconnect first, then the meta tag the inline script reads (both
 * before it: the script starts the read while the page is parsed).
 */
export function withFirestoreHints(html: string, origin: string, documentsUrl: string): string {
  return html.replace(
    /<meta charset="UTF-8" \/>/,
    (charset) =>
      `${charset}\n    <link rel="preconnect" href="${origin}" crossorigin />` +
      `\n    <meta name="${EARLY_READ_META}" content="${escapeAttribute(documentsUrl)}" />`,
  );
}

/** `<link rel="stylesheet" … href="/assets/….css">` -> a preload main.tsx turns into one. */
export function preloadStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (_all, crossorigin: string | undefined, href: string) =>
      `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLESHEET_ATTRIBUTE}>`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
