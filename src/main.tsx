import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackendUnavailablePage } from '@/app/routes/fallback-pages';
import { startBackend } from '@/lib/backend';
import { resolveView } from '@/lib/host';
import './index.css';

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
const view = resolveView(window.location.hostname);

async function start() {
  // Staff reopen the same live lists all day: the admin app keeps Firestore's cache.
  const started = await startBackend({ persistentCache: view === 'admin' });
  if (started.kind === 'local') {
    // The local backend plays the server's part too (statistics on submit).
    const { registerLocalTriggers } = await import('@/features/surveys/data/local-triggers');
    await registerLocalTriggers(started.data);
  }
  if (view === 'admin') {
    const { AdminApp } = await import('@/app/admin-app');
    render(<AdminApp />);
  } else {
    const { PublicApp } = await import('@/app/public-app');
    render(<PublicApp view={view} />);
  }
}

start().catch((error: unknown) => {
  console.error('start-up failed', error);
  render(
    <BackendUnavailablePage detail={error instanceof Error ? error.message : String(error)} />,
  );
});
