import { Outlet } from 'react-router-dom';
import { Sidebar } from './sidebar';

/** Signed-in layout: the 12rem sidebar and the routed screen beside it. */
export function AppShell() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Sidebar />
      <main className="ml-48 min-h-screen min-w-0">
        <Outlet />
      </main>
    </div>
  );
}
