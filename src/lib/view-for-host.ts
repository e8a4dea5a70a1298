/** Which application a host name serves : admin, survey form, promotion or response result page (see docs/architecture.md). */
export type View = 'admin' | 'survey' | 'promotion' | 'response';

export function resolveView(hostname: string): View {
  const host = hostname.toLowerCase();
  if (host.startsWith('promotion.')) return 'promotion';
  if (host.startsWith('survey.')) return 'survey';
  if (
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host.startsWith('admin.')
  ) {
    return 'admin';
  }
  return 'response';
}
