import { filterBySearch } from '@/lib/publishable/search';
import type { Promotion, PromotionDraft } from './types';

export const EMPTY_DRAFT: PromotionDraft = { title: '', html: '', css: '' };

export function draftOf(promotion: Pick<Promotion, 'title' | 'html' | 'css'>): PromotionDraft {
  return { title: promotion.title, html: promotion.html, css: promotion.css };
}

/** Create is dirty as soon as any input holds something (spec section 4). */
export function hasContent(draft: PromotionDraft): boolean {
  return draft.title !== '' || draft.html !== '' || draft.css !== '';
}

/** Edit is dirty when the form differs from the loaded values (spec section 4). */
export function differsFrom(draft: PromotionDraft, loaded: PromotionDraft): boolean {
  return draft.title !== loaded.title || draft.html !== loaded.html || draft.css !== loaded.css;
}

export type DraftProblem = 'titleRequired' | 'htmlRequired';
export type DraftErrors = Partial<Record<'title' | 'html', DraftProblem>>;

// trim() also removes the ideographic (full-width) space U+3000, so '\u3000' alone is blank.
const isBlank = (text: string) => text.trim() === '';

/** Name and HTML are required; CSS is optional (spec section 5). Empty object = valid. */
export function validateDraft(draft: PromotionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (isBlank(draft.title)) errors.title = 'titleRequired';
  if (isBlank(draft.html)) errors.html = 'htmlRequired';
  return errors;
}

/** What is stored: the name trimmed (also of full-width spaces), HTML and CSS as typed. */
export function normalizeDraft(draft: PromotionDraft): PromotionDraft {
  return {
    title: draft.title.trim(),
    html: draft.html,
    css: draft.css,
  };
}

/** Title search, case- and width-insensitive (NFKC). */
export function filterPromotions<T extends Pick<Promotion, 'title'>>(
  promotions: readonly T[],
  query: string,
): readonly T[] {
  return filterBySearch(promotions, query, (p) => [p.title]);
}
