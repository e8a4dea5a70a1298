/** Only http(s) links are opened (no javascript:, data: or relative links from stored text). */
export function safeHttpUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type ContactKind = 'email' | 'phone' | 'url' | 'other' | 'empty';

/** Which icon the contact-info cell shows for what it holds. */
export function contactKindOf(value: string): ContactKind {
  const text = value.normalize('NFKC').trim();
  if (!text) return 'empty';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'email';
  if (safeHttpUrl(text)) return 'url';
  if (/^\+?[\d\s()-]{8,}$/.test(text) && /\d{2,}/.test(text)) return 'phone';
  return 'other';
}
