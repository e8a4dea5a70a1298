import { isOmittedValue } from './history-bounds';
import { instantOf, isTokyoMidnight } from '@/lib/tokyo-time';
import { formatDate, formatDateTime } from '@/lib/format';
import { customerTableStrings as s } from '../../strings';

/**
 * A stored value as the history panel shows it: empty as 未設定, a date 'YYYY-MM-DD' (or an
 * older Timestamp at Tokyo midnight) as 2026/11/24, another instant with its JST time, the star
 * as あり / なし, a list joined with 、, a value too long for the history as its start and length.
 */
export function historyValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return s.historyEmptyValue;
  if (typeof value === 'boolean') return value ? s.favoriteOn : s.favoriteOff;
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? s.historyEmptyValue : value.map(historyValueText).join('、');
  if (isOmittedValue(value)) return s.historyOmittedValue(value.head, value.length);
  if (typeof value === 'object') {
    const date = instantOf(value);
    if (date) return isTokyoMidnight(date.getTime()) ? formatDate(date) : formatDateTime(date);
    return JSON.stringify(value);
  }
  return String(value);
}
