import { plusDays } from '@/lib/tokyo-time';

/** Spec part 2, section 9: planned delivery = survey response date + 21 days. */
export const PLANNED_DELIVERY_DAYS = 21;

export function plannedDeliveryFor(surveyResponseDate: string): string {
  return plusDays(surveyResponseDate, PLANNED_DELIVERY_DAYS);
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
