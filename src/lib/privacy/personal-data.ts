import {
  CUSTOMER_COMMENTS,
  CUSTOMER_FOLLOWS,
  CUSTOMER_HISTORY,
  CUSTOMER_TABLES,
  SURVEY_LINKS,
} from '@/contracts/collections';
import { CUSTOMER_ACTIVITIES, CUSTOMER_CONTACTS } from '@/contracts/contacts';
import { CUSTOMER_MERGES } from '@/contracts/customer-merge';
import { REMINDER_SENDS } from '@/contracts/reminders';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEY_LINK_ANSWERS,
  SURVEY_LINK_VALUES,
} from '@/contracts/survey-collections';
import { TRASH } from '@/contracts/trash';

/**
 * 開示・消去: every document that holds one person's information (a name, e-mail address, phone
 * number or 法人番号), found the same way by the 管理者's screen (the callables in
 * functions/src/privacy/, local mode in this browser) and by `npm run purge-history`, and erased
 * by deleting each. Firestore has no full-text search: the collections that can hold personal
 * data are read whole and every text value compared, which costs a read per document (a rare,
 * deliberate act). A customer row found pulls in what belongs to it by id (its history,
 * comments and their inbox copies, follows, merge records, personal links with their values,
 * answers and the answers through them, reminder sends, its ゴミ箱 copy) even where the text
 * itself is not repeated.
 */

/** A document by its path (`collection/id`, or deeper for a member's mentions). */
export interface PathDoc {
  path: string;
  data: Record<string, unknown>;
}

/** What the search reads (Admin SDK in the cloud and the CLI; the local store in local mode). */
export interface PersonalDataSource {
  /** Every document of a top-level collection. */
  list(collection: string): Promise<PathDoc[]>;
  /** Every document of every member's `mentions` (a collection group). */
  listMentions(): Promise<PathDoc[]>;
}

export const PERSONAL_DATA_KINDS = [
  'rows',
  'trashCopies',
  'answers',
  'links',
  'comments',
  'contacts',
  'activities',
  'mentions',
  'history',
  'reminders',
  'merges',
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export interface FoundPersonalData {
  kind: PersonalDataKind;
  path: string;
  data: Record<string, unknown>;
}

/** Shortest text searched (a two-character surname such as 山田): one would match half the data. */
export const MIN_NEEDLE_LENGTH = 2;

/** Compared as a person would: full-width folded, case, spaces and hyphens ignored. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-‐‑–—ー－]/g, '');
}

/** The folded needle, or null when it is too short to search for. */
export function needleOf(query: string): string | null {
  const needle = foldForSearch(query);
  return needle.length >= MIN_NEEDLE_LENGTH ? needle : null;
}

/** Whether any text in the value (nested maps and lists included) holds the needle. */
export function holdsNeedle(value: unknown, needle: string, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return foldForSearch(value).includes(needle);
  if (typeof value === 'number') return foldForSearch(String(value)).includes(needle);
  if (Array.isArray(value)) return value.some((item) => holdsNeedle(item, needle, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).some((item) => holdsNeedle(item, needle, depth + 1));
  return false;
}

const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every document that holds the needle or belongs to a customer row that does. */
export async function findPersonalData(
  source: PersonalDataSource,
  needle: string,
): Promise<FoundPersonalData[]> {
  const found: FoundPersonalData[] = [];
  const add = (kind: PersonalDataKind, doc: PathDoc) => found.push({ kind, ...doc });
  const holds = (doc: PathDoc) => holdsNeedle(doc.data, needle);

  // Customer rows (merged-away copies are rows too), then what is theirs by id.
  const rowKeys = new Set<string>();
  for (const table of CUSTOMER_TABLES)
    for (const doc of await source.list(table))
      if (holds(doc)) {
        add('rows', doc);
        rowKeys.add(`${table}/${idOf(doc.path)}`);
      }
  const ofRow = (data: Record<string, unknown>, field = 'rowId') =>
    rowKeys.has(`${text(data.table)}/${text(data[field])}`);

  // A row in the ゴミ箱, or a 先方担当者 there whose company is one of the rows found.
  const trashedData = (doc: PathDoc) => (doc.data.data ?? {}) as Record<string, unknown>;
  for (const doc of await source.list(TRASH))
    if (
      holds(doc) ||
      rowKeys.has(`${text(doc.data.collection)}/${text(doc.data.id)}`) ||
      (doc.data.collection === CUSTOMER_CONTACTS && ofRow(trashedData(doc)))
    )
      add('trashCopies', doc);

  const tokens = new Set<string>();
  for (const doc of await source.list(SURVEY_LINKS))
    if (holds(doc) || ofRow(doc.data)) {
      add('links', doc);
      tokens.add(idOf(doc.path));
    }
  for (const collection of [SURVEY_LINK_VALUES, SURVEY_LINK_ANSWERS])
    for (const doc of await source.list(collection))
      if (tokens.has(idOf(doc.path))) add('links', doc);

  // Answers through those links, and answers that hold the text; each with its link record.
  const responseLinks = await source.list(RESPONSE_LINKS);
  const responseIds = new Set(
    responseLinks
      .filter((doc) => tokens.has(text(doc.data.customerToken)))
      .map((doc) => idOf(doc.path)),
  );
  for (const doc of await source.list(RESPONSES))
    if (responseIds.has(idOf(doc.path)) || holds(doc)) {
      add('answers', doc);
      responseIds.add(idOf(doc.path));
    }
  for (const doc of responseLinks) if (responseIds.has(idOf(doc.path))) add('answers', doc);

  const commentIds = new Set<string>();
  for (const doc of await source.list(CUSTOMER_COMMENTS))
    if (holds(doc) || ofRow(doc.data)) {
      add('comments', doc);
      commentIds.add(idOf(doc.path));
    }
  for (const doc of await source.list(CUSTOMER_FOLLOWS)) if (ofRow(doc.data)) add('comments', doc);
  for (const doc of await source.listMentions())
    if (holds(doc) || commentIds.has(idOf(doc.path).replace(/^comment-/, ''))) add('mentions', doc);

  for (const doc of await source.list(CUSTOMER_CONTACTS))
    if (holds(doc) || ofRow(doc.data)) add('contacts', doc);
  for (const doc of await source.list(CUSTOMER_ACTIVITIES))
    if (holds(doc) || ofRow(doc.data)) add('activities', doc);
  for (const doc of await source.list(CUSTOMER_HISTORY))
    if (holds(doc) || ofRow(doc.data)) add('history', doc);
  for (const doc of await source.list(REMINDER_SENDS))
    if (holds(doc) || ofRow(doc.data)) add('reminders', doc);
  for (const doc of await source.list(CUSTOMER_MERGES))
    if (holds(doc) || ofRow(doc.data, 'keptId') || ofRow(doc.data, 'mergedId')) add('merges', doc);

  // One entry per document, in the order found.
  const seen = new Set<string>();
  return found.filter((item) => !seen.has(item.path) && seen.add(item.path));
}

/** How many documents of each kind (what the screen and the 監査ログ say, never the values). */
export function countByKind(found: readonly FoundPersonalData[]): Record<PersonalDataKind, number> {
  const counts = Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, 0])) as Record<
    PersonalDataKind,
    number
  >;
  for (const item of found) counts[item.kind] += 1;
  return counts;
}

/** The counts as the 監査ログ words them ('rows 1, responses 2'): how many, never what. */
export function describeCounts(found: readonly FoundPersonalData[]): string {
  return Object.entries(countByKind(found))
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}

/** What kind of information was searched, for the 監査ログ (never the information itself). */
export function describeNeedle(query: string): string {
  const folded = query.normalize('NFKC').trim();
  if (/^[^@\s]+@[^@\s]+$/.test(folded)) return 'メールアドレス';
  if (/^\d{13}$/.test(folded)) return '法人番号';
  if (/^[\d\s()+-]{8,}$/.test(folded)) return '電話番号';
  return '名前など';
}
