import { mondayOf, plusDays } from '@/lib/tokyo-time';
import { isOverdue } from '../../board/model/board';

/**
 * A set of rows named in the URL (マイページ's figures open SA and OB on exactly their rows):
 * whose 担当 names, which 進捗, and one date rule. Shareable and reloadable because it is all in
 * the query; applied instead of the view's filters while it is there.
 *
 * `?assignee=山本&assignee=佐藤&progress=商談中&notProgress=完了&date=overdue`; any field by
 * value (`field.confidence=A`) and a date field by month (`month.closeDate=2026-12`), which is
 * how the ヨミ表 opens the deals behind a figure.
 */
export interface RowPreset {
  /** The rows' 担当 (the field whose role is 担当) is one of these; empty: anyone's. */
  assignees: string[];
  /** 進捗 equal to this ('' for rows without one); null: any. */
  progress: string | null;
  /** 進捗 other than these; empty: any. */
  notProgress: string[];
  date: PresetDate | null;
  /** Fields whose value is one of the listed, by key. */
  fields: Readonly<Record<string, readonly string[]>>;
  /** Date fields within a month ('YYYY-MM'), by key. */
  months: Readonly<Record<string, string>>;
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
const FIELD_PREFIX = 'field.';
const MONTH_PREFIX = 'month.';
const isPresetParam = (name: string) =>
  (PARAMS as readonly string[]).includes(name) ||
  name.startsWith(FIELD_PREFIX) ||
  name.startsWith(MONTH_PREFIX);

/** The fields a preset reads; a table without one simply never matches a rule on it. */
export interface PresetRow {
  progress: string;
  plannedDeliveryDate?: string;
  deliveryDate?: string;
  lastContactDate?: string;
  surveyResponseDate?: string;
}

export function parseRowPreset(params: URLSearchParams): RowPreset | null {
  const names = [...new Set(params.keys())];
  if (!names.some(isPresetParam)) return null;
  const date = params.get('date');
  const prefixed = (prefix: string) =>
    names.filter((name) => name.startsWith(prefix) && name.length > prefix.length);
  return {
    assignees: params.getAll('assignee').filter((name) => name !== ''),
    progress: params.get('progress'),
    notProgress: params.getAll('notProgress'),
    date: (PRESET_DATES as readonly string[]).includes(date ?? '') ? (date as PresetDate) : null,
    fields: Object.fromEntries(
      prefixed(FIELD_PREFIX).map((name) => [name.slice(FIELD_PREFIX.length), params.getAll(name)]),
    ),
    months: Object.fromEntries(
      prefixed(MONTH_PREFIX)
        .map((name) => [name.slice(MONTH_PREFIX.length), params.get(name) ?? ''] as const)
        .filter(([, month]) => /^\d{4}-\d{2}$/.test(month)),
    ),
  };
}

/** The query of a preset (the link マイページ draws). */
export function presetQuery(preset: Partial<RowPreset>): string {
  const params = new URLSearchParams();
  for (const name of preset.assignees ?? []) params.append('assignee', name);
  if (preset.progress != null) params.set('progress', preset.progress);
  for (const stage of preset.notProgress ?? []) params.append('notProgress', stage);
  if (preset.date) params.set('date', preset.date);
  for (const [key, values] of Object.entries(preset.fields ?? {}))
    for (const value of values) params.append(`${FIELD_PREFIX}${key}`, value);
  for (const [key, month] of Object.entries(preset.months ?? {}))
    params.set(`${MONTH_PREFIX}${key}`, month);
  return params.toString();
}

/** The URL's query without the preset (解除). */
export function withoutPreset(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...new Set(params.keys())].filter(isPresetParam)) next.delete(key);
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

/** A row's text field by key ('' when it has none). */
const valueOf = (row: PresetRow, key: string): string => {
  const value = (row as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * Whether a row is one of the preset's; `today` is Tokyo's 'YYYY-MM-DD'; `assigneeKey` is the
 * table's 担当 field (the schema's role).
 */
export function matchesPreset(
  row: PresetRow,
  preset: RowPreset,
  today: string,
  assigneeKey: string,
): boolean {
  if (preset.assignees.length > 0 && !preset.assignees.includes(valueOf(row, assigneeKey)))
    return false;
  if (preset.progress !== null && row.progress !== preset.progress) return false;
  if (preset.notProgress.includes(row.progress)) return false;
  for (const [key, values] of Object.entries(preset.fields))
    if (!values.includes(valueOf(row, key))) return false;
  for (const [key, month] of Object.entries(preset.months))
    if (valueOf(row, key).slice(0, 7) !== month) return false;
  return preset.date === null || matchesDate(row, preset.date, today);
}
