import { safeHttpUrl } from './safe-http-url';

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
