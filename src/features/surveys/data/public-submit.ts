import { increment, serverTimestamp } from '@/lib/backend/field-values';
import { publicData } from '@/lib/backend/public-data';
import type { AlongsideWrite } from '@/lib/backend/types';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import type { AnswerValue, Survey } from '../model/types';
import {
  RESPONSES,
  RESPONSE_GATES,
  RESPONSE_LINKS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
  responseGateId,
} from '@/contracts/survey-collections';

/**
 * Stores a response; the server fills submittedAt (the rules insist on request.time). Beside it,
 * in the same write (docs/security.md, "Answers stay private"):
 * - for a survey with 回答数の上限, its answer slot: the public count + 1 and the claim naming
 *   this response, which nobody reads (the rules refuse the response without both, and past the
 *   limit); for one without, its gate naming it (RESPONSE_GATES: one response per gate per
 *   commit, so no request carries hundreds);
 * - a personal link's token, when it has a token's shape, in its own record nobody but staff
 *   reads (never on the response, whose id is a shareable result URL). Anything else is left
 *   out, so a mangled link is a plain anonymous answer, never an error.
 */
export async function submitResponse(
  survey: Pick<Survey, 'id' | 'maxResponses'>,
  answers: Record<string, AnswerValue>,
  customerToken: string | null = null,
): Promise<string> {
  const submittedAt = serverTimestamp();
  const alongside = (responseId: string): AlongsideWrite[] => [
    ...(survey.maxResponses === null
      ? [
          {
            collection: RESPONSE_GATES,
            id: responseGateId(survey.id, responseId),
            data: { responseId },
          },
        ]
      : [
          {
            collection: SURVEY_ANSWER_SLOTS,
            id: survey.id,
            data: { count: increment(1) },
            merge: true,
          },
          { collection: SURVEY_ANSWER_SLOT_CLAIMS, id: survey.id, data: { responseId } },
        ]),
    ...(isCustomerToken(customerToken)
      ? [
          {
            collection: RESPONSE_LINKS,
            id: responseId,
            data: { surveyId: survey.id, [CUSTOMER_TOKEN_FIELD]: customerToken, submittedAt },
          },
        ]
      : []),
  ];
  return publicData().add(RESPONSES, { surveyId: survey.id, answers, submittedAt }, { alongside });
}

/** Starts loading what sending a response needs (the public adapter's write side), if anything. */
export function prepareSubmit(): void {
  publicData().prepareAdd?.();
}
