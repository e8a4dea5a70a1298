import { SURVEY_LINK_RULES, type CustomerTable } from '@/contracts/collections';
import { SURVEYS } from '@/contracts/survey-collections';
import type { DataStore } from '@/lib/backend';
import { closingReason } from '../model/closing';
import { linkValuesOfCustomer, parseLinkRules } from '../model/link-rules';
/** A survey a personal link may name, as the アンケートURL dialog lists it. */
interface LinkableSurvey {
  id: string;
  title: string;
}

/**
 * What the customer tables need of surveys for personal links (SA and OB pass it to their
 * アンケートURL dialog): the surveys a link may point at (published, not archived and still taking
 * answers at `now`, by title), and a survey's title by id (null once deleted). It is given the
 * data store rather than importing the backend: the surveys' public API carries it, and the
 * public survey page, which imports that API, must not take the staff backend along.
 */
export const surveyCatalogOf = (data: Pick<DataStore, 'get' | 'query'>) => ({
  async linkable(now: Date = new Date()): Promise<LinkableSurvey[]> {
    const docs = await data.query(SURVEYS, {
      where: [{ field: 'status', value: 'published' }],
    });
    return docs
      .filter((doc) => doc.data.isArchived !== true && closingReason(doc.data, now) === null)
      .map((doc) => ({
        id: doc.id,
        title: typeof doc.data.title === 'string' ? doc.data.title : '',
      }))
      .sort((a, b) => a.title.localeCompare(b.title, 'ja'));
  },
  async titleOf(id: string): Promise<string | null> {
    const title = (await data.get(SURVEYS, id))?.data.title;
    return typeof title === 'string' ? title : null;
  },
  /**
   * What a customer's personal link to the survey carries: for each 表示条件 on a customer value,
   * whether it holds for the row as it is now ('1' / '0', link-rules.ts); null when no rule of
   * the survey reads the customer.
   */
  async linkValuesFor(
    id: string,
    table: CustomerTable,
    row: Readonly<Record<string, unknown>>,
  ): Promise<Record<string, string> | null> {
    const rules = parseLinkRules((await data.get(SURVEY_LINK_RULES, id))?.data);
    return linkValuesOfCustomer(rules, table, row);
  },
});
