import { CallableError, type CallableErrorCode, type CallableInput } from '../callable-error.js';
import { mentionsMessages } from '../mentions/get-chatwork-mentions.js';
import {
  AiProviderError,
  requestChatCompletion,
  type AiConfig,
  type AiFailure,
} from './chat-completions.js';
import { buildSummaryPrompt } from './summary-prompt.js';
import type {
  GenerateSummaryRequest,
  GenerateSummaryResponse,
} from '../shared/contracts/ai-summary.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';

export interface GenerateSummaryDeps {
  isStaff(uid: string): Promise<boolean>;
  /** null: no AI provider configured (no key). Read per call, never sent back. */
  config: AiConfig | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const summaryMessages = {
  permissionDenied: mentionsMessages.permissionDenied,
  /** The spec's reason (section 4): '要約の生成に失敗しました: AI APIキーが設定されていません'. */
  notConfigured: 'AI APIキーが設定されていません',
  noAnswers: '要約可能な回答がありません。',
  badRequest: '要約するデータの形式が正しくありません',
  internal: mentionsMessages.internal,
} as const;

/** Far above what the browser sends (it caps at the prompt's limits): a guard, not a bound. */
const MAX_REQUEST_ANSWERS = 5_000;

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
  const { question, answers, totalAnswers } = data as Record<string, unknown>;
  if (
    typeof question !== 'string' ||
    !Array.isArray(answers) ||
    answers.length > MAX_REQUEST_ANSWERS
  )
    throw new CallableError('invalid-argument', summaryMessages.badRequest);
  const texts = answers.filter(
    (answer): answer is string => typeof answer === 'string' && answer.trim() !== '',
  );
  if (texts.length === 0) throw new CallableError('invalid-argument', summaryMessages.noAnswers);
  return {
    question,
    answers: texts,
    totalAnswers:
      typeof totalAnswers === 'number' && Number.isFinite(totalAnswers) ? totalAnswers : undefined,
  };
}

/**
 * generateSurveySummary, free of firebase-functions. Only staff may call it (it spends the
 * organisation's AI budget). Without configuration it fails with the spec's reason before
 * anything else is done with the data.
 */
export async function generateSurveySummary(
  request: CallableInput,
  deps: GenerateSummaryDeps,
): Promise<GenerateSummaryResponse> {
  const uid = request.auth?.uid;
  if (!uid || !(await deps.isStaff(uid)))
    throw new CallableError('permission-denied', summaryMessages.permissionDenied);
  if (!deps.config)
    throw new CallableError('failed-precondition', summaryMessages.notConfigured, {
      reason: CALLABLE_REASONS.aiNotConfigured,
    });
  const input = parseRequest(request.data);
  const prompt = buildSummaryPrompt(input);
  try {
    const summary = await requestChatCompletion(deps.config, prompt.messages, {
      fetch: deps.fetch,
      timeoutMs: deps.timeoutMs,
    });
    return { summary, used: prompt.used };
  } catch (error) {
    if (error instanceof AiProviderError)
      throw new CallableError(codeOf[error.kind], error.message);
    throw new CallableError('internal', summaryMessages.internal);
  }
}
