import { memberMentionsPath, memberPrivatePath } from '@/contracts/collections';
import {
  REGISTER_CHATWORK_WEBHOOK,
  TAKE_WEBHOOK_MENTIONS,
  WEBHOOK_TOKEN_DOC,
} from '@/contracts/mention-sync';
import type { DataStore, FunctionsPort } from '@/lib/backend';

/** How often the browser takes what its server received: "within seconds", as in the cloud. */
export const WEBHOOK_POLL_MS = 3_000;

/**
 * The webhook in local mode, the browser's half (the server's: scripts/local-functions/
 * webhook-relay.ts). While a member with a webhook token is signed in, their token is registered
 * with the server (again whenever it changes or the server restarted) and the mentions it received
 * are stored here as the cloud function stores them: created once, never over a stored one.
 */
export function relayLocalWebhook(
  data: Pick<DataStore, 'get' | 'set'>,
  functions: FunctionsPort,
  currentUid: () => string | null,
  schedule: (run: () => void) => void = (run) => window.setInterval(run, WEBHOOK_POLL_MS),
): void {
  let registered = '';
  let busy = false;
  const tick = async () => {
    const uid = currentUid();
    if (!uid || busy) return;
    busy = true;
    try {
      const token = (await data.get(memberPrivatePath(uid), WEBHOOK_TOKEN_DOC))?.data.webhookToken;
      const current = typeof token === 'string' ? token : '';
      if (`${uid}:${current}` !== registered) {
        await functions.call(REGISTER_CHATWORK_WEBHOOK, { memberId: uid });
        registered = `${uid}:${current}`;
      }
      if (!current) return;
      const { mentions } = await functions.call(TAKE_WEBHOOK_MENTIONS, { memberId: uid });
      for (const mention of mentions) {
        if (await data.get(memberMentionsPath(uid), mention.id)) continue;
        const fetchedAt = mention.data.fetchedAt;
        await data.set(memberMentionsPath(uid), mention.id, {
          ...mention.data,
          fetchedAt: typeof fetchedAt === 'string' ? new Date(fetchedAt) : new Date(),
        });
      }
    } catch (error) {
      // The server restarted or is unreachable: register again on the next tick.
      registered = '';
      console.warn('local webhook relay:', error);
    } finally {
      busy = false;
    }
  };
  schedule(() => void tick());
}
