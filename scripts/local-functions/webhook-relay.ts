import {
  receiveChatworkWebhook,
  type WebhookDelivery,
} from '../../functions/src/mentions/webhook.ts';

/**
 * The Chatwork webhook in local mode. The cloud function reads the member's token and creates the
 * mention with the Admin SDK; here the database is the member's browser, so this server keeps the
 * token the browser registered and holds each genuine mention until that browser takes it
 * (src/app/local-webhook-relay.ts). The check itself is the cloud's (receiveChatworkWebhook).
 * Held in memory: a restart forgets tokens until the browser registers again.
 */
export function webhookRelay(now: () => number = Date.now) {
  const tokens = new Map<string, string>();
  const held = new Map<string, Map<string, Record<string, unknown>>>();
  /** `${uid}/${id}` of every mention received, so a redelivery is never held twice. */
  const received = new Set<string>();

  return {
    register(memberId: string, token: string): void {
      if (token) tokens.set(memberId, token);
      else tokens.delete(memberId);
    },
    async receive(delivery: WebhookDelivery): Promise<number> {
      const { status } = await receiveChatworkWebhook(
        delivery,
        {
          webhookTokenOf: async (uid) => tokens.get(uid) ?? '',
          storeNew: async (uid, id, data) => {
            if (received.has(`${uid}/${id}`)) return false;
            received.add(`${uid}/${id}`);
            const forMember = held.get(uid) ?? new Map<string, Record<string, unknown>>();
            forMember.set(id, data);
            held.set(uid, forMember);
            return true;
          },
        },
        now(),
      );
      return status;
    },
    take(memberId: string): { id: string; data: Record<string, unknown> }[] {
      const forMember = held.get(memberId);
      held.delete(memberId);
      return forMember ? [...forMember].map(([id, data]) => ({ id, data })) : [];
    },
  };
}
