/**
 * A host name as it may follow `https://` in a script URL: ASCII (punycode) DNS labels of 1-63
 * letters, digits or hyphens (not at either end), at most 253 characters, and an optional port
 * 1-65535. Nothing else — no scheme, path, quotes, spaces or `{{…}}` — so the value can neither
 * leave an HTML attribute nor become a GTM variable reference.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_WITH_PORT = new RegExp(`^(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`);

export function isHostName(value: string): boolean {
  const match = HOST_WITH_PORT.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (host.length > 253) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
