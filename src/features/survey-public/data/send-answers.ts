import {
  getPublicSurvey,
  prepareSubmit,
  submitResponse,
  surveyClosingReason,
  type Survey,
} from '@/features/surveys';
import { toAnswers, type FormValues } from '../model/form-answers';
import { answeredThroughLink, linkToken } from './link-visit';

/**
 * Whether a refused send was refused because the survey stopped taking this answer while the
 * visitor filled it in: closed (by staff, its time or its answer limit), or, for one answer per
 * personal link, the link answered from another tab or device.
 */
async function noLongerAccepted(survey: Survey): Promise<boolean> {
  const current = await getPublicSurvey(survey.id).catch(() => null);
  if (!current) return false;
  if (current.status !== 'published' || surveyClosingReason({ ...current }, new Date()))
    return true;
  return current.oneAnswerPerLink && (await answeredThroughLink(survey.id)) !== null;
}

/**
 * Sends a form's answers as a response. Loaded on the first submit, not with the page: the
 * public survey page's first download has a budget (docs/performance.md), and nothing here is
 * needed to show or fill the form. A personal link (`?c={token}`) names the customer; the
 * visitor sees nothing of it.
 */
export async function sendAnswers(survey: Survey, values: FormValues): Promise<string> {
  try {
    return await submitResponse(survey, toAnswers(survey.fields, values), linkToken());
  } catch (failure) {
    // Load the page again: it then shows the notice ('このアンケートは終了しました', or the
    // link's first answer) instead of a form that can no longer be sent.
    if (await noLongerAccepted(survey)) {
      window.location.reload();
      return new Promise<string>(() => undefined);
    }
    throw failure;
  }
}

/** Called as the visitor starts answering: what sending needs loads while they answer. */
export function prepareToSend(): void {
  prepareSubmit();
}
