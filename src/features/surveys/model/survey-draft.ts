import { filterBySearch } from '@/lib/publishable/search';
import { parseTokyoLocal, tokyoLocalTime } from '@/lib/tokyo-time';
import { randomId, replaceField, type NewId } from './field-ops';
import type { ShowIf } from './show-if-stored';
import type { Survey, SurveyField } from './types';

/** What the builder and editor edit: the survey's own content, without bookkeeping. */
export interface SurveyDraft {
  title: string;
  description: string;
  thankYouMessage: string;
  fields: SurveyField[];
  /** One answer per browser (settings dialog); absent means off. */
  oneAnswerPerBrowser?: boolean;
  /** One answer per personal link (settings dialog); absent means off. */
  oneAnswerPerLink?: boolean;
  /** 受付終了日時 as the input holds it: a Tokyo 'YYYY-MM-DDTHH:mm', or '' / absent for none. */
  closesAt?: string;
  /** 回答数の上限 as typed: digits, or '' / absent for none. */
  maxResponses?: string;
  /** 回答をChatworkに通知, and the room (digits) the messages go to. */
  chatworkNotify?: boolean;
  chatworkRoomId?: string;
  /** AI要約に回答を送信する (settings dialog); absent means off. */
  aiSummaryEnabled?: boolean;
}

export const EMPTY_DRAFT: SurveyDraft = {
  title: '',
  description: '',
  thankYouMessage: '',
  fields: [],
};

/**
 * The draft as it would be saved now: the open editing card's unsaved edits (the field as the
 * card would save it) applied over its question; none, or a question gone, changes nothing.
 */
export function withPending(draft: SurveyDraft, pending: SurveyField | null): SurveyDraft {
  if (!pending || !draft.fields.some((field) => field.id === pending.id)) return draft;
  return { ...draft, fields: replaceField(draft.fields, pending) };
}

export type DraftProblem =
  | 'nameRequired'
  | 'fieldsRequired'
  | 'closesAtInvalid'
  | 'maxResponsesInvalid'
  | 'chatworkRoomInvalid';

/** A Chatwork room id as typed: digits only (the number in the room's URL, #!rid{id}). */
export const isChatworkRoomId = (text: string | undefined): boolean =>
  /^\d{1,20}$/.test((text ?? '').trim());

/** 回答数の上限 as typed: a whole number from 1, null for none, NaN when it is not one. */
export function maxResponsesOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return /^[1-9]\d{0,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** 受付終了日時 as typed: the instant, null for none, an invalid Date when it is not one. */
export function closesAtOf(text: string | undefined): Date | null {
  if (!text) return null;
  return parseTokyoLocal(text) ?? new Date(Number.NaN);
}

/** Save-time validation (spec section 5); the first problem wins, as one warning is shown. */
export function validateDraft(draft: SurveyDraft): DraftProblem | null {
  if (draft.title.trim() === '') return 'nameRequired';
  if (draft.fields.length === 0) return 'fieldsRequired';
  if (Number.isNaN(closesAtOf(draft.closesAt)?.getTime())) return 'closesAtInvalid';
  if (Number.isNaN(maxResponsesOf(draft.maxResponses))) return 'maxResponsesInvalid';
  if (draft.chatworkNotify && !isChatworkRoomId(draft.chatworkRoomId)) return 'chatworkRoomInvalid';
  return null;
}

/** Builder: dirty as soon as anything was entered. */
export function hasContent(draft: SurveyDraft): boolean {
  return (
    draft.title !== '' ||
    draft.description !== '' ||
    draft.thankYouMessage !== '' ||
    draft.fields.length > 0
  );
}

/** Editor: dirty when anything differs from what was loaded (fields compared by value). */
export function differsFrom(draft: SurveyDraft, loaded: SurveyDraft): boolean {
  return (
    draft.title !== loaded.title ||
    draft.description !== loaded.description ||
    draft.thankYouMessage !== loaded.thankYouMessage ||
    (draft.oneAnswerPerBrowser ?? false) !== (loaded.oneAnswerPerBrowser ?? false) ||
    (draft.oneAnswerPerLink ?? false) !== (loaded.oneAnswerPerLink ?? false) ||
    (draft.closesAt ?? '') !== (loaded.closesAt ?? '') ||
    (draft.maxResponses ?? '').trim() !== (loaded.maxResponses ?? '').trim() ||
    (draft.chatworkNotify ?? false) !== (loaded.chatworkNotify ?? false) ||
    (draft.chatworkRoomId ?? '').trim() !== (loaded.chatworkRoomId ?? '').trim() ||
    (draft.aiSummaryEnabled ?? false) !== (loaded.aiSummaryEnabled ?? false) ||
    JSON.stringify(draft.fields) !== JSON.stringify(loaded.fields)
  );
}

export function draftOf(survey: Survey): SurveyDraft {
  return {
    title: survey.title,
    description: survey.description,
    thankYouMessage: survey.thankYouMessage,
    fields: survey.fields,
    oneAnswerPerBrowser: survey.oneAnswerPerBrowser,
    oneAnswerPerLink: survey.oneAnswerPerLink,
    closesAt: survey.closesAt ? tokyoLocalTime(survey.closesAt) : '',
    maxResponses: survey.maxResponses === null ? '' : String(survey.maxResponses),
    chatworkNotify: survey.chatworkNotify,
    chatworkRoomId: survey.chatworkRoomId,
    aiSummaryEnabled: survey.aiSummaryEnabled,
  };
}

export const COPY_SUFFIX = ' (コピー)';

/** A builder draft prefilled from a survey: title suffixed, every field and option re-identified. */
export function duplicateDraft(source: SurveyDraft, newId: NewId = randomId): SurveyDraft {
  return {
    title: source.title + COPY_SUFFIX,
    description: source.description,
    thankYouMessage: source.thankYouMessage,
    oneAnswerPerBrowser: source.oneAnswerPerBrowser ?? false,
    oneAnswerPerLink: source.oneAnswerPerLink ?? false,
    closesAt: source.closesAt ?? '',
    maxResponses: source.maxResponses ?? '',
    chatworkNotify: source.chatworkNotify ?? false,
    chatworkRoomId: source.chatworkRoomId ?? '',
    aiSummaryEnabled: source.aiSummaryEnabled ?? false,
    fields: copyFields(source.fields, newId),
  };
}

/** The rule with its question and option ids renamed (a copied survey gets new ids). */
function renameShowIf(rule: ShowIf, newIdOf: (id: string) => string): ShowIf {
  return {
    ...rule,
    conditions: rule.conditions.map((condition) => ({
      ...condition,
      source:
        condition.source.kind === 'field'
          ? { kind: 'field', fieldId: newIdOf(condition.source.fieldId) }
          : condition.source,
      ...(condition.values && condition.source.kind === 'field'
        ? { values: condition.values.map(newIdOf) }
        : {}),
    })),
  };
}

/** Every question and option under a new id, the 表示条件 following them. */
function copyFields(fields: readonly SurveyField[], newId: NewId): SurveyField[] {
  const renamed = new Map<string, string>();
  const rename = (id: string) => {
    if (!renamed.has(id)) renamed.set(id, newId());
    return renamed.get(id)!;
  };
  return fields.map((field) => ({
    ...field,
    id: rename(field.id),
    ...(field.options
      ? { options: field.options.map((option) => ({ ...option, id: rename(option.id) })) }
      : {}),
    ...(field.showIf ? { showIf: renameShowIf(field.showIf, rename) } : {}),
  }));
}

/** Search on title and description, case- and width-insensitive (NFKC), as for promotions. */
export function filterSurveys<T extends Pick<Survey, 'title' | 'description'>>(
  surveys: readonly T[],
  query: string,
): readonly T[] {
  return filterBySearch(surveys, query, (s) => [s.title, s.description]);
}
