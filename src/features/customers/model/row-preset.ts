import { mondayOf, plusDays } from '@/lib/tokyo-time';
import { isOverdue } from './board';

/**
 * A set of rows named in the URL (マイページ's figures open SA and OB on exactly their rows):
 * whose 担当 names, which 進捗, and one date rule. Shareable and reloadable because it is all in
 * the query; applied instead of the view's filters while it is there.
 *
 * `?assignee=山本&assignee=佐藤&progress=商談中&notProgress=完了&date=overdue`
 */
export interface RowPreset {
  /** The rows' 担当 (`obAssignee`) is one of these; empty: anyone's. */
  assignees: string[];
  /** 進捗 equal to this ('' for rows without one); null: any. */
  progress: string | null;
  /** 進捗 other than this; null: any. */
  notProgress: string | null;
  date: PresetDate | null;
}

/**
 * - overdue: 納品予定日 passed, no 納品日, 進捗 not 完了 (OB, as the board colours it);
 * - next7: 納品予定日 from today to 7 days ahead (OB);
 * - stale30: 最終接触日 30 days ago or earlier (SA);
 * - answeredThisWeek: アンケート回答日 this week, Monday to today in Tokyo (OB).
 */
export const PRESET_DATES = ['overdue', 'next7', 'stale30', 'answeredThisWeek'] as const;
export type PresetDate = (typeof PRESET_DATES)[number];

const DONE = '完了';
const PARAMS = ['assignee', 'progress', 'notProgress', 'date'] as const;

/** The fields a preset reads; a table without one simply never matches a rule on it. */
export interface PresetRow {
  obAssignee: string;
  progress: string;
  plannedDeliveryDate?: string;
  deliveryDate?: string;
  lastContactDate?: string;
  surveyResponseDate?: string;
}

export function parseRowPreset(params: URLSearchParams): RowPreset | null {
  if (!PARAMS.some((key) => params.has(key))) return null;
  const date = params.get('date');
  return {
    assignees: params.getAll('assignee').filter((name) => name !== ''),
    progress: params.get('progress'),
    notProgress: params.get('notProgress'),
    date: (PRESET_DATES as readonly string[]).includes(date ?? '') ? (date as PresetDate) : null,
  };
}

/** The query of a preset (the link マイページ draws). */
export function presetQuery(preset: Partial<RowPreset>): string {
  const params = new URLSearchParams();
  for (const name of preset.assignees ?? []) params.append('assignee', name);
  if (preset.progress != null) params.set('progress', preset.progress);
  if (preset.notProgress != null) params.set('notProgress', preset.notProgress);
  if (preset.date) params.set('date', preset.date);
  return params.toString();
}

/** The URL's query without the preset (解除). */
export function withoutPreset(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PARAMS) next.delete(key);
  return next;
}

function matchesDate(row: PresetRow, date: PresetDate, today: string): boolean {
  switch (date) {
    case 'overdue':
      return (
        row.deliveryDate === '' &&
        isOverdue(row.plannedDeliveryDate ?? '', today, row.progress === DONE)
      );
    case 'next7': {
      const planned = row.plannedDeliveryDate ?? '';
      return planned !== '' && planned >= today && planned <= plusDays(today, 7);
    }
    case 'stale30': {
      const contact = row.lastContactDate ?? '';
      return contact !== '' && contact <= plusDays(today, -30);
    }
    case 'answeredThisWeek': {
      const answered = row.surveyResponseDate ?? '';
      return answered !== '' && answered >= mondayOf(today) && answered <= today;
    }
  }
}

/** Whether a row is one of the preset's; `today` is Tokyo's 'YYYY-MM-DD'. */
export function matchesPreset(row: PresetRow, preset: RowPreset, today: string): boolean {
  if (preset.assignees.length > 0 && !preset.assignees.includes(row.obAssignee)) return false;
  if (preset.progress !== null && row.progress !== preset.progress) return false;
  if (preset.notProgress !== null && row.progress === preset.notProgress) return false;
  return preset.date === null || matchesDate(row, preset.date, today);
}
