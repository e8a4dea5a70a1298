import { backend } from '@/lib/backend';
import { parseSurveyLink, SURVEY_LINKS, type SurveyLink } from '@/lib/customer-table/survey-answer';

/**
 * The customers a survey's personal links name, by token, for the results page (links are made
 * from the customer tables: lib/customer-table/survey-links.ts).
 */
export async function linkedCustomersOf(surveyId: string): Promise<Map<string, SurveyLink>> {
  const docs = await backend().data.query(SURVEY_LINKS, {
    where: [{ field: 'surveyId', value: surveyId }],
  });
  return new Map(
    docs.flatMap((doc) => {
      const link = parseSurveyLink(doc.data);
      return link ? [[doc.id, link] as const] : [];
    }),
  );
}
