/**
 * "One answer per browser": which response this browser sent for a survey, kept under one key
 * per survey. localStorage says the browser has answered (the notice replaces the form);
 * sessionStorage, which ends with the tab, says the person now at it is the one who answered, so
 * only they get the link to that response's page: on a shared device the next person must not
 * see the previous respondent's answers. Storage may be unavailable (private modes, blocked
 * cookies): then nothing is remembered and the form is shown, as without the setting.
 */
const keyOf = (surveyId: string) => `survey-answered:${surveyId}`;
/** Response ids are auto ids; anything else stored under the key is ignored. */
const RESPONSE_ID = /^[A-Za-z0-9]{1,64}$/;

function read(storage: () => Storage, surveyId: string): string | null {
  try {
    const value = storage().getItem(keyOf(surveyId));
    return value !== null && RESPONSE_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The response this browser sent (any tab, any time), or null. */
export const answeredResponseId = (surveyId: string) => read(() => localStorage, surveyId);

/** The response sent from this tab's session (the link to it is theirs), or null. */
export const ownResponseId = (surveyId: string) => read(() => sessionStorage, surveyId);

export function rememberAnswer(surveyId: string, responseId: string): void {
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      storage().setItem(keyOf(surveyId), responseId);
    } catch {
      // Nothing to remember with: the visitor simply sees the form again next time.
    }
  }
}
