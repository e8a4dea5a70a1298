import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a Chatwork webhook delivery is genuine: `x-chatworkwebhooksignature` must be the
 * Base64 HMAC-SHA256 of the raw body, keyed with the Base64-decoded webhook token. Compared in
 * constant time; a missing or malformed header is simply not genuine.
 */
export function isGenuineChatworkDelivery(
  rawBody: string | Buffer,
  webhookToken: string,
  signature: string | undefined,
): boolean {
  if (!signature || !webhookToken) return false;
  const key = Buffer.from(webhookToken, 'base64');
  if (key.length === 0) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}
