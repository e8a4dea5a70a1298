import { parsePublishableMeta, parseText } from '@/lib/publishable/publishable-meta';
import type { Promotion } from './types';

/**
 * A stored promotion document -> `Promotion`. Parse, don't cast: old or partial documents get
 * safe defaults here (the shared fields in parsePublishableMeta), so screens never meet
 * `undefined`.
 */
export function parsePromotion(id: string, data: Record<string, unknown>): Promotion {
  return {
    id,
    title: parseText(data.title),
    html: parseText(data.html),
    css: parseText(data.css),
    ...parsePublishableMeta(data),
  };
}
