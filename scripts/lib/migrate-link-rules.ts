import { isCustomerTable, type CustomerTable } from '@/contracts/collections';
import {
  customerKeysOf,
  linkValuesOfCustomer,
  splitLinkRules,
  type LinkRules,
} from '@/features/surveys/model/link-rules';
import { parseShowIf, type ShowIfField } from '@/features/surveys/model/show-if-stored';

/**
 * `npm run migrate-link-rules`: surveys saved before 表示条件 on customer values were stored as
 * references (features/surveys/model/link-rules.ts) still name the values on the survey, which
 * visitors read, and their links carry the customer's values themselves. For each such survey:
 * the survey's questions with references, the rules beside it (staff only), and each of its
 * personal links given the outcomes for its customer's row as it is now. Written against a
 * small port (tested with a fake); idempotent: a survey already migrated names no customer value.
 */
export interface LinkRulesStore {
  /** Every survey: its id and stored questions. */
  surveys(): Promise<{ id: string; fields: unknown[] }[]>;
  /** The personal links of a survey (`surveyLinks`). */
  linksOf(surveyId: string): Promise<{ token: string; table: unknown; rowId: unknown }[]>;
  row(table: CustomerTable, rowId: string): Promise<Record<string, unknown> | null>;
  /** Writes the survey's questions, its rules and what each of its links carries (null: nothing). */
  save(
    surveyId: string,
    change: {
      fields: unknown[];
      rules: LinkRules;
      links: { token: string; values: Record<string, string> | null }[];
    },
  ): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored question as split reads it: its own keys kept, its rule parsed. */
function questionOf(field: unknown): ShowIfField & Record<string, unknown> {
  const raw = isRecord(field) ? field : {};
  const showIf = parseShowIf(raw.showIf);
  return {
    ...raw,
    id: typeof raw.id === 'string' ? raw.id : '',
    type: typeof raw.type === 'string' ? raw.type : '',
    ...(showIf ? { showIf } : {}),
  };
}

export async function migrateLinkRules(
  store: LinkRulesStore,
  log: (line: string) => void,
  apply: boolean,
): Promise<{ checked: number; naming: number }> {
  const surveys = await store.surveys();
  let naming = 0;
  for (const survey of surveys) {
    const { fields, rules } = splitLinkRules(survey.fields.map(questionOf));
    if (Object.keys(rules).length === 0) continue;
    naming += 1;
    const links = await store.linksOf(survey.id);
    log(
      `survey ${survey.id}: ${Object.keys(rules).length} 表示条件 on ${customerKeysOf(rules).join(', ')}; ${links.length} personal link(s)`,
    );
    if (!apply) continue;
    const carried = await Promise.all(
      links.map(async (link) => {
        if (!isCustomerTable(link.table) || typeof link.rowId !== 'string')
          return { token: link.token, values: null };
        const row = (await store.row(link.table, link.rowId)) ?? {};
        return { token: link.token, values: linkValuesOfCustomer(rules, link.table, row) };
      }),
    );
    await store.save(survey.id, { fields, rules, links: carried });
  }
  log(
    apply
      ? `${naming} of ${surveys.length} surveys named customer values; now stored as references.`
      : `${naming} of ${surveys.length} surveys name customer values. Nothing changed: run again with --apply to move them.`,
  );
  return { checked: surveys.length, naming };
}
