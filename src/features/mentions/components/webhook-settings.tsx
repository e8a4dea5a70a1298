import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { commonStrings } from '@/components/ui/strings';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { useCopyLink } from '@/components/publishing/use-copy-link';
import { env } from '@/lib/env';
import { useAsync } from '@/lib/use-async';
import { hasWebhookToken, saveWebhookToken } from '../data/webhook-token';
import { chatworkWebhookUrl } from '../model/webhook-url';
import { mentionsStrings as s } from '../strings';

/** Chatwork tokens are short; the rules refuse anything over 256 characters. */
const MAX_TOKEN = 256;

/**
 * Webhook設定: the URL to register in Chatwork for 「自分へのメンション」 and the member's webhook
 * token (kept like the API key; only whether one is set is shown).
 */
export function WebhookSettings({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {s.webhook}
      </Button>
      {open ? <WebhookDialog uid={uid} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function WebhookDialog({ uid, onClose }: { uid: string; onClose: () => void }) {
  const urlId = useId();
  const tokenId = useId();
  const url = chatworkWebhookUrl(uid, env, window.location.origin);
  const stored = useAsync(`chatwork-webhook:${uid}`, () => hasWebhookToken(uid));
  const isSet = stored.state.status === 'success' && stored.state.data;
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const copy = useCopyLink(() => url, { copied: s.urlCopied, failed: s.urlCopyFailed });

  const save = async (next: string, message: string) => {
    setPending(true);
    try {
      await saveWebhookToken(uid, next);
      notify.success(message);
      onClose();
    } catch (caught) {
      console.error('mentions: webhook token not saved', caught);
      setError(s.webhookSaveFailed);
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = token.trim();
    if (!trimmed) return setError(s.webhookTokenRequired);
    if (trimmed.length > MAX_TOKEN) return setError(s.webhookTokenTooLong);
    void save(trimmed, s.webhookSaved);
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={s.webhookTitle}
      description={s.webhookDescription}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField id={urlId} label={s.webhookUrl}>
          <div className="flex gap-2">
            <TextInput id={urlId} readOnly value={url} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy(null)}>
              {s.copyUrl}
            </Button>
          </div>
        </FormField>
        <TextField
          id={tokenId}
          label={s.webhookToken}
          hint={s.webhookTokenHint}
          type="password"
          autoComplete="off"
          placeholder={isSet ? s.webhookTokenSet : ''}
          value={token}
          error={error}
          onValue={(text) => {
            setToken(text);
            setError(null);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {isSet ? (
            <Button
              variant="ghost"
              className="mr-auto"
              disabled={pending}
              onClick={() => void save('', s.webhookRemoved)}
            >
              {s.webhookRemove}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {commonStrings.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {commonStrings.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
