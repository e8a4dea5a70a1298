/** Spec part 2, section 9: planned delivery = survey response date + 21 days. */
export const PLANNED_DELIVERY_DAYS = 21;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Adds whole days to a 'YYYY-MM-DD' calendar date; '' for anything that is not one. */
export function addDays(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return '';
  const [, y, m, d] = match;
  // UTC arithmetic on a calendar date: no time zone or daylight-saving shift can move the day.
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1) return '';
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function plannedDeliveryFor(surveyResponseDate: string): string {
  return addDays(surveyResponseDate, PLANNED_DELIVERY_DAYS);
}

/**
 * The planned delivery date after the survey response date changes from `previousSurveyDate`
 * to `nextSurveyDate`. The rule only fills a planned date that is empty or still the one it
 * set itself, so a date someone typed by hand is never overwritten; clearing the survey date
 * leaves the planned date as it is (spec part 2, section 5).
 */
export function nextPlannedDelivery(
  current: { plannedDeliveryDate: string; surveyResponseDate: string },
  nextSurveyDate: string,
): string {
  const { plannedDeliveryDate, surveyResponseDate } = current;
  if (!nextSurveyDate) return plannedDeliveryDate;
  const setByRule =
    plannedDeliveryDate === '' || plannedDeliveryDate === plannedDeliveryFor(surveyResponseDate);
  if (!setByRule) return plannedDeliveryDate;
  return plannedDeliveryFor(nextSurveyDate) || plannedDeliveryDate;
}

/**
 * The add form's input after one field changed: a survey response date sets the planned delivery
 * 21 days later; clearing it leaves the planned date as it is.
 */
export function withPlannedDelivery<Input extends { plannedDeliveryDate: string }>(
  current: Input,
  name: keyof Input,
  value: string,
): Input {
  const next = { ...current, [name]: value };
  if (name === 'surveyResponseDate' && value) {
    next.plannedDeliveryDate = plannedDeliveryFor(value) || current.plannedDeliveryDate;
  }
  return next;
}
