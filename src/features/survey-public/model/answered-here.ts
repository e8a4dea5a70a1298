/**
 * "One answer per browser" (issue 16, item 3): which response this browser sent for a survey,
 * kept in localStorage under one key per survey. Storage may be unavailable (private modes,
 * blocked cookies): then nothing is remembered and the form is shown, as without the setting.
 */
const keyOf = (surveyId: string) => `survey-answered:${surveyId}`;
/** Response ids are auto ids; anything else stored under the key is ignored. */
const RESPONSE_ID = /^[A-Za-z0-9]{1,64}$/;

export function answeredResponseId(surveyId: string): string | null {
  try {
    const value = window.localStorage.getItem(keyOf(surveyId));
    return value !== null && RESPONSE_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberAnswer(surveyId: string, responseId: string): void {
  try {
    window.localStorage.setItem(keyOf(surveyId), responseId);
  } catch {
    // Nothing to remember with: the visitor simply sees the form again next time.
  }
}
