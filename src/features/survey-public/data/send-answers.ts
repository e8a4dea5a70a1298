import { submitResponse, type Survey } from '@/features/surveys';
import { toAnswers, type FormValues } from '../model/form-answers';

/**
 * Sends a form's answers as a response. Loaded on the first submit, not with the page: the
 * public survey page's first download has a budget (docs/performance.md), and nothing here is
 * needed to show or fill the form. A personal link (`?c={token}`) names the customer; the
 * visitor sees nothing of it.
 */
export function sendAnswers(survey: Survey, values: FormValues): Promise<string> {
  const token = new URLSearchParams(window.location.search).get('c');
  return submitResponse(survey.id, toAnswers(survey.fields, values), token);
}
