import { submitResponse, type Survey } from '@/features/surveys';
import { toAnswers, type FormValues } from '../model/form-answers';
import { answeredThroughLink, linkToken } from './link-visit';

/**
 * Sends a form's answers as a response. Loaded on the first submit, not with the page: the
 * public survey page's first download has a budget (docs/performance.md), and nothing here is
 * needed to show or fill the form. A personal link (`?c={token}`) names the customer; the
 * visitor sees nothing of it.
 */
export async function sendAnswers(survey: Survey, values: FormValues): Promise<string> {
  try {
    return await submitResponse(survey.id, toAnswers(survey.fields, values), linkToken());
  } catch (failure) {
    // Refused because this personal link already answered (another tab, another device): load
    // the page again, which shows the first answer's notice instead of the form.
    if (survey.oneAnswerPerLink && (await answeredThroughLink(survey.id))) {
      window.location.reload();
      return new Promise<string>(() => undefined);
    }
    throw failure;
  }
}
