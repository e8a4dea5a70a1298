import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { useAsync } from '@/lib/use-async';

/**
 * Reads the document an edit page edits: loading and error (with retry) inside the page frame;
 * an absent document is a toast and a way back to the list. Key it by id, so moving to another
 * document starts with a fresh form.
 */
export function EditDocumentLoader<D>({
  id,
  title,
  load,
  messages,
  backTo,
  children,
}: {
  id: string;
  title: string;
  /** The draft to edit, or null when the document is absent (or archived). */
  load: () => Promise<D | null>;
  messages: { notFound: string; loadFailed: string };
  backTo: string;
  children: (loaded: D) => ReactNode;
}) {
  const navigate = useNavigate();
  const { state, reload } = useAsync(id, load, {
    onError: () => notify.error(messages.loadFailed),
  });
  const isMissing = state.status === 'success' && state.data === null;

  useEffect(() => {
    if (!isMissing) return;
    notify.error(messages.notFound);
    void navigate(backTo, { replace: true });
  }, [isMissing, messages.notFound, navigate, backTo]);

  if (state.status === 'success' && state.data !== null) return <>{children(state.data)}</>;
  return (
    <Page title={title}>
      <AsyncView
        state={isMissing ? { status: 'loading' } : state}
        onRetry={reload}
        errorMessage={messages.loadFailed}
      >
        {() => null}
      </AsyncView>
    </Page>
  );
}
