import type { CustomerTable } from '@/contracts/collections';
import type { LEGACY_RESPONSES, RESPONSES } from '@/contracts/survey-collections';
import type { PublishableMeta } from '@/lib/publishable/publishable-meta';

import type { KnownFieldType } from './field-types';
import type { ShowIf } from './show-if-stored';

// The types the builder offers and what each means: the registry in field-types.ts (imported
// from there, not re-exported here: this module is on the public page, the registry's builder
// and results parts are not).
/** A stored field's type: a known one, or another (shown as unsupported). */
export type FieldType = KnownFieldType | (string & {});

export const CHART_TYPES = ['horizontalBar', 'verticalBar', 'pie', 'donut'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const DEFAULT_CHART_TYPE: ChartType = 'horizontalBar';

export interface FieldOption {
  id: string;
  label: string;
  value: string;
}

export interface SurveyField {
  id: string;
  type: FieldType;
  label: string;
  required: boolean;
  order: number;
  placeholder?: string;
  options?: FieldOption[];
  minValue?: number;
  maxValue?: number;
  validation?: Record<string, unknown>;
  enableAiSummary?: boolean;
  chartType?: ChartType;
  useAsLabel?: boolean;
  /** 表示条件: when the question is shown (show-if.ts); none means always. */
  showIf?: ShowIf;
}

export interface StoredSummary {
  summary: string;
  responseCount: number;
  updatedAt: Date | null;
}

/**
 * A summary on the survey document, which anyone with the link can read: only ones a staff
 * member published. Entries stored before approval existed have no publishedAt and
 * are never shown to visitors.
 */
export interface PublishedSummary extends StoredSummary {
  publishedAt: Date | null;
  publishedBy: string;
  publishedByName: string;
}

export interface Survey extends PublishableMeta {
  id: string;
  title: string;
  description: string;
  thankYouMessage: string;
  fields: SurveyField[];
  responseCount: number;
  summaries: Record<string, PublishedSummary>;
  /** Builder setting: after answering, the same browser sees a notice, not the form. */
  oneAnswerPerBrowser: boolean;
  /** a personal link (`?c=`) brings one answer; a second visit shows the first. */
  oneAnswerPerLink: boolean;
  /** 受付終了日時: from then on no answers (the server then closes it). */
  closesAt: Date | null;
  /** 回答数の上限: at that many answers the server closes it. */
  maxResponses: number | null;
  /** 回答をChatworkに通知: the server posts each response to `chatworkRoomId`. */
  chatworkNotify: boolean;
  chatworkRoomId: string;
  /**
   * AI要約に回答を送信する: only then are the free-text answers sent to the AI provider (off by
   * default: an administrator turns it on per survey).
   */
  aiSummaryEnabled: boolean;
}

/** An answer: text, a number, or the chosen values of a checkbox. */
export type AnswerValue = string | number | boolean | string[] | null;

export interface SurveyResponse {
  id: string;
  surveyId: string;
  answers: Record<string, AnswerValue>;
  submittedAt: Date | null;
  /** Which collection it came from: 'responses' (current) or 'surveyResponses' (legacy). */
  source: typeof RESPONSES | typeof LEGACY_RESPONSES;
  /** The customer of the personal link it came through (staff screens only). */
  customer?: { table: CustomerTable; rowId: string; clientName: string; contactName: string };
  /** The customer values its personal link carried for 表示条件 (staff screens only). */
  link?: Readonly<Record<string, string>>;
}

export interface SurveySettings {
  footerText: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}
