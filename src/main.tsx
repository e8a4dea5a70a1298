import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStylesheets } from '@/app/app-stylesheets';
import { entryFor } from '@/app/entry-view';
import { BackendUnavailablePage } from '@/app/routes/centered-message';
import './index.css';

const root = createRoot(document.getElementById('root')!);
// The stylesheet loads beside the JavaScript without holding up the skeleton's paint; the app's
// first render waits for it (app-stylesheets.ts).
const styled = applyAppStylesheets();
const render = (node: ReactNode) =>
  void styled.then(() => root.render(<StrictMode>{node}</StrictMode>));
const entry = entryFor(window.location.hostname, window.location.pathname);

// The app is chosen before either is imported: a visitor's page never loads the admin app,
// Auth or the full Firestore SDK, and staff screens never wait for the public skeleton.
const start =
  entry.app === 'admin'
    ? import('@/app/admin-main').then((m) => m.startAdmin(render))
    : import('@/app/public-main').then((m) => m.startPublic(entry.view, render));

start.catch((error: unknown) => {
  console.error('start-up failed', error);
  render(
    <BackendUnavailablePage detail={error instanceof Error ? error.message : String(error)} />,
  );
});
