import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '../hooks/session-context';
import { authStrings } from '../strings';

/**
 * What an account without a member record sees instead of every admin screen (never added, or
 * deleted): it has been signed out already and no admin data is read; the button leads to the
 * login page. Also shown when the record could not be read (still signed in), with a reload and
 * a logout.
 */
export function AccessRefusedPage() {
  const { session, signOut } = useSession();
  if (session.status !== 'refused' && session.status !== 'member-error') return null;
  const isError = session.status === 'member-error';
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto h-10 w-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-lg font-bold text-slate-900">
          {isError ? authStrings.memberSetupFailed : authStrings.refusedTitle}
        </h1>
        {isError ? (
          <p className="mt-3 text-sm text-slate-600">{authStrings.memberSetupFailedHint}</p>
        ) : (
          <>
            <p className="mt-3 text-sm break-all text-slate-600">
              {authStrings.refusedMessage(session.user.email ?? '')}
            </p>
            <p className="mt-2 text-sm text-slate-600">{authStrings.refusedHint}</p>
          </>
        )}
        <div className="mt-6 flex justify-center gap-2">
          {isError ? (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {authStrings.reload}
            </Button>
          ) : null}
          <Button onClick={() => void signOut()}>
            {isError ? authStrings.logout : authStrings.backToLogin}
          </Button>
        </div>
      </div>
    </main>
  );
}
