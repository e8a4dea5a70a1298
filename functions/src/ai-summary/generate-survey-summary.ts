import { CallableError, type CallableErrorCode, type CallableInput } from '../callable-error.js';
import { mentionsMessages } from '../mentions/get-chatwork-mentions.js';
import {
  AiProviderError,
  requestChatCompletion,
  type AiConfig,
  type AiFailure,
} from './chat-completions.js';
import { buildSummaryPrompt } from './summary-prompt.js';
import { defangUrls } from '../survey-notify/chatwork-message.js';
import type {
  GenerateSummaryRequest,
  GenerateSummaryResponse,
} from '../shared/contracts/ai-summary.js';
import {
  summaryRefusal,
  summarySource,
  type StoredResponse,
  type SummarySourceFailure,
} from '../shared/summary-source.js';
import { DAILY_SUMMARY_LIMIT, takeDailyQuota, type QuotaDb } from './daily-quota.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';

export interface GenerateSummaryDeps {
  isEditor(uid: string): Promise<boolean>;
  /** null: no AI provider configured (no key). Read per call, never sent back. */
  config: AiConfig | null;
  /** The stored survey, null when missing. */
  loadSurvey(surveyId: string): Promise<Record<string, unknown> | null>;
  /** The survey's responses from both collections: read only once the survey allows a summary. */
  loadResponses(surveyId: string): Promise<StoredResponse[]>;
  /** The member's daily allowance (daily-quota.ts). */
  quota: QuotaDb;
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const summaryMessages = {
  permissionDenied: mentionsMessages.permissionDenied,
  /** The spec's reason (section 4): '要約の生成に失敗しました: AI APIキーが設定されていません'. */
  notConfigured: 'AI APIキーが設定されていません',
  noAnswers: '要約可能な回答がありません。',
  badRequest: '要約するデータの形式が正しくありません',
  surveyMissing: 'アンケートが見つかりません',
  notSummarisable: 'この質問はAI要約の対象ではありません',
  notEnabled:
    'このアンケートはAI要約がオフです（アンケート設定の「AI要約に回答を送信する」をオンにしてください）',
  quotaUsed: `本日のAI要約の上限（${DAILY_SUMMARY_LIMIT}回）に達しました。明日以降にお試しください`,
  internal: mentionsMessages.internal,
} as const;

/** Document ids are at most 1,500 bytes; ours are 20 characters. A slash would change the path. */
const MAX_ID_LENGTH = 128;
const isId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  value.length <= MAX_ID_LENGTH &&
  !value.includes('/');

const codeOf: Record<AiFailure, CallableErrorCode> = {
  'invalid-key': 'failed-precondition',
  'rate-limited': 'resource-exhausted',
  unreachable: 'unavailable',
  timeout: 'deadline-exceeded',
  unexpected: 'unknown',
};

function parseRequest(data: unknown): GenerateSummaryRequest {
  if (typeof data !== 'object' || data === null)
    throw new CallableError('invalid-argument', summaryMessages.badRequest);
  const { surveyId, fieldId } = data as Record<string, unknown>;
  if (!isId(surveyId) || !isId(fieldId))
    throw new CallableError('invalid-argument', summaryMessages.badRequest);
  return { surveyId, fieldId };
}

function refusalError(failure: SummarySourceFailure): CallableError {
  if (failure === 'survey-missing')
    return new CallableError('not-found', summaryMessages.surveyMissing);
  return new CallableError(
    'failed-precondition',
    failure === 'not-enabled' ? summaryMessages.notEnabled : summaryMessages.notSummarisable,
  );
}

/** The survey first: a survey with AI要約 off (or a question not summarised) has no answer read. */
async function readSource(deps: GenerateSummaryDeps, request: GenerateSummaryRequest) {
  const survey = await deps.loadSurvey(request.surveyId);
  const refusal = summaryRefusal(survey, request.fieldId);
  if (refusal) throw refusalError(refusal);
  const result = summarySource(survey, await deps.loadResponses(request.surveyId), request.fieldId);
  if (!result.ok) throw refusalError(result.failure);
  if (result.source.answers.length === 0)
    throw new CallableError('failed-precondition', summaryMessages.noAnswers);
  return result.source;
}

/**
 * generateSurveySummary, free of firebase-functions: payload {surveyId, fieldId}. Only staff may
 * call it (it spends the organisation's AI budget), at most DAILY_SUMMARY_LIMIT times a day each.
 * The prompt is built from the stored survey and responses, never from text in the payload.
 * Without configuration it fails with the spec's reason before anything is read.
 */
export async function generateSurveySummary(
  request: CallableInput,
  deps: GenerateSummaryDeps,
): Promise<GenerateSummaryResponse> {
  const uid = request.auth?.uid;
  if (!uid || !(await deps.isEditor(uid)))
    throw new CallableError('permission-denied', summaryMessages.permissionDenied);
  if (!deps.config)
    throw new CallableError('failed-precondition', summaryMessages.notConfigured, {
      reason: CALLABLE_REASONS.aiNotConfigured,
    });
  const source = await readSource(deps, parseRequest(request.data));
  const now = deps.now?.() ?? new Date();
  if (!(await takeDailyQuota(deps.quota, uid, now, DAILY_SUMMARY_LIMIT)))
    throw new CallableError('resource-exhausted', summaryMessages.quotaUsed);
  const prompt = buildSummaryPrompt(source);
  try {
    const summary = await requestChatCompletion(deps.config, prompt.messages, {
      fetch: deps.fetch,
      timeoutMs: deps.timeoutMs,
    });
    // A draft repeats what strangers wrote: its links are made inert before anyone sees it.
    return { summary: defangUrls(summary), used: prompt.used, total: source.totalAnswers };
  } catch (error) {
    if (error instanceof AiProviderError)
      throw new CallableError(codeOf[error.kind], error.message);
    throw new CallableError('internal', summaryMessages.internal);
  }
}
