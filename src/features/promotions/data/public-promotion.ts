import { publicData } from '@/lib/backend/public-data';
import { parsePromotion } from '../model/parse-promotion';
import type { Promotion } from '../model/types';
import { PROMOTIONS } from '@/contracts/collections';

/**
 * The only read an anonymous visitor makes: one promotion by id (the rules allow `get`, never
 * `list`). Kept apart from promotions.ts so the public chunk carries no admin code.
 * An archived promotion was deleted by staff, so visitors get "not found" for it.
 */
export async function getPublicPromotion(id: string): Promise<Promotion | null> {
  const doc = await publicData().get(PROMOTIONS, id);
  if (!doc) return null;
  const promotion = parsePromotion(doc.id, doc.data);
  return promotion.isArchived ? null : promotion;
}
