/**
 * Per-customer history: what one write to an `sa_list` / `ob_list` document changed, as the
 * entry the server stores in `customer_history`. The Cloud Function on both collections and the
 * local backend's trigger run this same code (functions/scripts/copy-shared.mjs copies it), so
 * every client and script is covered by construction. Dependency-free on purpose, but for the
 * shared Tokyo-time module.
 */
import { EDITED_AT_FIELD, EDITED_BY_FIELD, ERASING_FIELD } from '@/contracts/collections';
import { LAST_MERGE_FIELD, MERGED_INTO_FIELD } from '@/contracts/customer-merge';
import { REGISTRY_FIELD } from '@/contracts/corporate-registry';
import { DAY_MS, instantOf, isTokyoMidnight, tokyoDay } from '@/lib/tokyo-time';
import { boundedChanges } from './history-bounds';

/** Entries are kept 400 days (Firestore TTL on `expireAt`; docs/deploy.md). */
export const HISTORY_RETENTION_DAYS = 400;

/**
 * The row field the survey answer writes (survey-answer.ts): which response last landed on the
 * row. Not a change of its own in the history; it names the survey as the write's author.
 */
export const LAST_SURVEY_RESPONSE_FIELD = 'lastSurveyResponse';

/** Who the history names for a write made by a survey response landing on the row. */
export const SURVEY_AUTHOR: HistoryAuthor = { uid: 'survey', name: 'アンケート回答' };

/** Bookkeeping fields: set by the app on every write, never a change a person made. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set([
  'createdAt',
  'updatedAt',
  LAST_SURVEY_RESPONSE_FIELD,
  EDITED_BY_FIELD,
  EDITED_AT_FIELD,
  LAST_MERGE_FIELD,
  MERGED_INTO_FIELD,
  REGISTRY_FIELD,
]);

/** A merge and its undo write their own entry (merge-customers.ts), not the trigger. */
export type HistoryKind = 'create' | 'update' | 'delete' | 'merge' | 'unmerge';

/** What a merge entry names: the merge (to undo it) and the row merged into this one. */
export interface HistoryMerge {
  mergeId: string;
  mergedId: string;
  mergedClientName: string;
}

export interface FieldChange {
  field: string;
  /** The stored value before the write (null: empty or missing). */
  before: unknown;
  /** The stored value after it (null: empty or missing). */
  after: unknown;
}

/** Who made a write: a member, or null for the system (a script, a server function). */
export interface HistoryAuthor {
  uid: string;
  name: string;
}

export interface HistoryEntryData {
  /** The customer table's collection ('sa_list', 'ob_list'). */
  table: string;
  rowId: string;
  kind: HistoryKind;
  /** The customer's name when the entry was written (a deleted row's history stays readable). */
  clientName: string;
  changes: FieldChange[];
  by: HistoryAuthor | null;
  /** A survey answer's write: the response that landed (its survey and id), for a link to it. */
  response?: { surveyId: string; responseId: string };
  /** A merge's or its undo's entry: which merge. */
  merge?: HistoryMerge;
  at: Date;
  /** When Firestore's TTL policy may delete the entry. */
  expireAt: Date;
}

type Data = Readonly<Record<string, unknown>>;

/**
 * The value as compared: empty text, null and a missing field are all "empty"; an instant is
 * its milliseconds, and a Tokyo midnight is the date text the app stores today (re-saving an old
 * Timestamp date as '2026-01-05' is not a change); lists and maps compare by content.
 */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    const at = instantOf(value);
    if (at) return isTokyoMidnight(at.getTime()) ? tokyoDay(at) : { instant: at.getTime() };
    const map = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(map)
        .sort()
        .map((key) => [key, comparable(map[key])]),
    );
  }
  return value;
}

/** Whether two stored values are the same for the history (see `comparable`). */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/** A value as the entry stores it: Firestore refuses `undefined`, and '' is kept as it was. */
function storable(value: unknown): unknown {
  return value === undefined ? null : value;
}

const isEmpty = (value: unknown) => comparable(value) === null;

function historyFields(data: Data): string[] {
  return Object.keys(data).filter((key) => !IGNORED_FIELDS.has(key));
}

/**
 * What a write changed: every field whose value differs (a create lists the fields it filled, a
 * delete the fields the row had), or null when nothing did (a re-save of the same value, a write
 * of bookkeeping only). Fields come in the order the documents hold them.
 */
export function diffCustomer(
  before: Data | null,
  after: Data | null,
): { kind: HistoryKind; changes: FieldChange[] } | null {
  if (!before && !after) return null;
  const kind: HistoryKind = !before ? 'create' : !after ? 'delete' : 'update';
  const keys = [...new Set([...historyFields(before ?? {}), ...historyFields(after ?? {})])];
  const changes = keys.flatMap((field): FieldChange[] => {
    const was = before?.[field];
    const now = after?.[field];
    if (kind === 'create' && isEmpty(now)) return [];
    if (kind === 'delete' && isEmpty(was)) return [];
    if (kind === 'update' && sameStoredValue(was, now)) return [];
    return [{ field, before: storable(was), after: storable(now) }];
  });
  if (kind === 'update' && changes.length === 0) return null;
  return { kind, changes };
}

/**
 * The member whose client made this write, by the row's writer stamp: a write that moved
 * `editedAt` was a client's (the rules let no client write a row without setting it to the
 * request's time, with `editedBy` its own uid). A write that left it as it was (a server function,
 * a script) and a delete (no data after) name nobody. The history trigger uses this where the
 * event's auth context names no member.
 */
export function stampedWriter(before: Data | null, after: Data | null): string | null {
  const uid = after?.[EDITED_BY_FIELD];
  if (typeof uid !== 'string' || uid === '') return null;
  return sameStoredValue(before?.[EDITED_AT_FIELD], after?.[EDITED_AT_FIELD]) ? null : uid;
}

/** The response a survey answer's marker names, when it is well formed. */
function landedResponse(marker: unknown): Pick<HistoryEntryData, 'response'> {
  const { surveyId, responseId } = (marker ?? {}) as Record<string, unknown>;
  return typeof surveyId === 'string' && typeof responseId === 'string'
    ? { response: { surveyId, responseId } }
    : {};
}

/** The history entry of one write of `table/rowId`, or null when it changed nothing. */
export function historyEntry(input: {
  table: string;
  rowId: string;
  before: Data | null;
  after: Data | null;
  by: HistoryAuthor | null;
  at: Date;
}): HistoryEntryData | null {
  // 消去 (開示・消去): the row's mark and its delete leave no entry holding what was erased.
  if (input.after?.[ERASING_FIELD] === true || input.before?.[ERASING_FIELD] === true) return null;
  // A merge and its undo record themselves, as one entry naming who merged.
  if (
    input.after !== null &&
    !sameStoredValue(input.before?.[LAST_MERGE_FIELD], input.after[LAST_MERGE_FIELD])
  )
    return null;
  const diff = diffCustomer(input.before, input.after);
  if (!diff) return null;
  const name = input.after?.clientName ?? input.before?.clientName;
  // Only the survey answer writes the marker (in local mode from whichever tab submitted).
  const bySurvey =
    input.after !== null &&
    !sameStoredValue(
      input.before?.[LAST_SURVEY_RESPONSE_FIELD],
      input.after[LAST_SURVEY_RESPONSE_FIELD],
    );
  return {
    table: input.table,
    rowId: input.rowId,
    kind: diff.kind,
    clientName: typeof name === 'string' ? name : '',
    changes: boundedChanges(diff.changes),
    by: bySurvey ? SURVEY_AUTHOR : input.by,
    ...(bySurvey ? landedResponse(input.after?.[LAST_SURVEY_RESPONSE_FIELD]) : {}),
    at: input.at,
    expireAt: new Date(input.at.getTime() + HISTORY_RETENTION_DAYS * DAY_MS),
  };
}
