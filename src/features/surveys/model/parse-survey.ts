import { parseDate, parsePublishableMeta, parseText } from '@/lib/publishable/publishable-meta';
import { parseShowIf } from './show-if-stored';
import {
  CHART_TYPES,
  type ChartType,
  type FieldOption,
  type StoredSummary,
  type PublishedSummary,
  type Survey,
  type SurveyField,
  type SurveySettings,
} from './types';

/**
 * Stored documents -> model types. Parse, don't cast: documents may be old or partial, so
 * every field is checked and given a safe default here, in one place.
 */
type Raw = Record<string, unknown>;

const str = parseText;
const bool = (value: unknown): boolean => value === true;
const date = parseDate;
const num = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseOption(value: unknown, index: number): FieldOption | null {
  if (typeof value === 'string') return { id: `option-${index}`, label: value, value };
  if (!isRaw(value)) return null;
  const label = str(value.label, str(value.value));
  return { id: str(value.id, `option-${index}`), label, value: str(value.value, label) };
}

export function parseField(value: unknown, index: number): SurveyField | null {
  if (!isRaw(value)) return null;
  const field: SurveyField = {
    id: str(value.id, `field-${index}`),
    type: str(value.type, 'text'),
    label: str(value.label),
    required: bool(value.required),
    order: num(value.order) ?? index,
  };
  if (typeof value.placeholder === 'string') field.placeholder = value.placeholder;
  if (Array.isArray(value.options)) {
    field.options = value.options
      .map(parseOption)
      .filter((option): option is FieldOption => option !== null);
  }
  const minValue = num(value.minValue);
  const maxValue = num(value.maxValue);
  if (minValue !== undefined) field.minValue = minValue;
  if (maxValue !== undefined) field.maxValue = maxValue;
  if (isRaw(value.validation)) field.validation = value.validation;
  if (typeof value.enableAiSummary === 'boolean') field.enableAiSummary = value.enableAiSummary;
  if (CHART_TYPES.includes(value.chartType as ChartType))
    field.chartType = value.chartType as ChartType;
  if (typeof value.useAsLabel === 'boolean') field.useAsLabel = value.useAsLabel;
  const showIf = parseShowIf(value.showIf);
  if (showIf) field.showIf = showIf;
  return field;
}

/** One stored summary entry, or null when it is not a map. */
export function parseSummary(entry: unknown): StoredSummary | null {
  if (!isRaw(entry)) return null;
  return {
    summary: str(entry.summary),
    responseCount: num(entry.responseCount) ?? 0,
    updatedAt: date(entry.updatedAt),
  };
}

function parseSummaries(value: unknown): Record<string, PublishedSummary> {
  if (!isRaw(value)) return {};
  const out: Record<string, PublishedSummary> = {};
  for (const [fieldId, entry] of Object.entries(value)) {
    const summary = parseSummary(entry);
    if (!summary || !isRaw(entry)) continue;
    out[fieldId] = {
      ...summary,
      publishedAt: date(entry.publishedAt),
      publishedBy: str(entry.publishedBy),
      publishedByName: str(entry.publishedByName),
    };
  }
  return out;
}

export function parseSurvey(id: string, data: Raw): Survey {
  const fields = Array.isArray(data.fields)
    ? data.fields.map(parseField).filter((field): field is SurveyField => field !== null)
    : [];
  return {
    id,
    title: str(data.title),
    description: str(data.description),
    thankYouMessage: str(data.thankYouMessage),
    fields: [...fields].sort((a, b) => a.order - b.order),
    responseCount: num(data.responseCount) ?? 0,
    summaries: parseSummaries(data.summaries),
    oneAnswerPerBrowser: bool(data.oneAnswerPerBrowser),
    oneAnswerPerLink: bool(data.oneAnswerPerLink),
    closesAt: date(data.closesAt),
    maxResponses: num(data.maxResponses) ?? null,
    chatworkNotify: bool(data.chatworkNotify),
    chatworkRoomId: str(data.chatworkRoomId),
    aiSummaryEnabled: bool(data.aiSummaryEnabled),
    ...parsePublishableMeta(data),
  };
}

export function parseSettings(data: Raw | null): SurveySettings {
  return {
    footerText: str(data?.footerText),
    createdAt: date(data?.createdAt),
    updatedAt: date(data?.updatedAt),
  };
}
