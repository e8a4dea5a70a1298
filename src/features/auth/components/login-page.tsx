import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-controls';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { isSharedPc, runningAsSharedPc, setSharedPc } from '@/lib/shared-pc';
import { DEMO_ACCOUNT } from '../data/auth-session';
import { useSession } from '../hooks/session-context';
import { loginErrorMessage } from '../model/login-error';
import { authStrings } from '../strings';

/**
 * ログイン. 「このPCを共用する」 is this browser's setting (lib/shared-pc.ts); turning it on
 * restarts the app once after signing in (`restart`), so it runs without a disk cache.
 */
export function LoginPage({
  restart = () => window.location.replace(paths.surveys),
}: {
  restart?: () => void;
}) {
  const { session, signIn } = useSession();
  const [sharedPc, setSharedPcChoice] = useState(isSharedPc);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // The page exists to type an e-mail address, so the caret starts there (not via autoFocus,
  // which React applies before the page is attached when it is lazy or behind a redirect).
  useEffect(() => {
    emailInput.current?.focus();
  }, []);

  // Staff land on /surveys; a refused account too, where RequireAuth shows the refusal.
  if (session.status !== 'signed-out' && session.status !== 'loading')
    return <Navigate to={paths.surveys} replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitting(true);
    setError(null);
    try {
      await signIn(email, password);
      setSharedPc(sharedPc);
      // A page that started with a disk cache restarts without one (and the start deletes it).
      if (sharedPc && !runningAsSharedPc()) return restart();
      navigate(paths.surveys, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setIsSubmitting(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-slate-900">{authStrings.productName}</h1>
        <p className="mt-1 text-center text-sm text-slate-500">{authStrings.subtitle}</p>
        <form className="mt-8 space-y-5" onSubmit={handleSubmit}>
          {error ? (
            <div
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {error}
            </div>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
              {authStrings.email}
            </label>
            <TextInput
              ref={emailInput}
              id="login-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
              {authStrings.password}
            </label>
            <TextInput
              id="login-password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={sharedPc}
                aria-describedby="login-shared-pc-hint"
                onChange={(event) => setSharedPcChoice(event.target.checked)}
              />
              {authStrings.sharedPc}
            </label>
            <p id="login-shared-pc-hint" className="text-xs text-slate-500">
              {authStrings.sharedPcHint}
            </p>
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? authStrings.submitting : authStrings.submit}
          </Button>
        </form>
        {env.backend === 'local' ? (
          <p className="mt-6 text-center text-xs text-slate-500">
            {authStrings.demoHint(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)}
          </p>
        ) : null}
      </div>
    </main>
  );
}
