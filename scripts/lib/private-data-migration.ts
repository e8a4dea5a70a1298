import {
  responseLinkOf,
  type ResponseLinkRecord,
} from '@/features/customers/survey-links/model/survey-answer';
import { fieldIdsOf } from '@/features/surveys/model/response-acceptance';
import { memberMentionsPath, memberPrivatePath } from '@/contracts/collections';
import {
  isClaimableName,
  LEGACY_ASSIGNEE_LINKS_DOC,
  TEAM_SETTINGS,
} from '@/contracts/assignee-links';
import { RESPONSES, SURVEYS, SURVEY_ANSWER_SLOTS } from '@/contracts/survey-collections';

/**
 * `npm run migrate-private-data`: what the data written before answers and keys
 * stayed private still carries, and the fix of each. Written against a small port so it is tested here
 * with a fake; admin-sdk.ts binds it to firebase-admin, tests/emulators/ runs it on Firestore.
 * - responses still carrying a personal link's token: the token moves to responseLinks/{id}
 *   (kept when a record is there already) and leaves the response;
 * - surveys without `fieldIds`: the list is written from their fields, so the rules check each
 *   answer's key (a legacy survey took any 200 keys);
 * - answer slots still naming their newest response (`lastId`): the field is removed;
 * - mentions of members whose record is gone: deleted (onMemberDeleted does it from now on);
 * - members' secrets (Chatwork key, webhook token) without their `secretFlags` entry: flagged,
 *   since the browser no longer reads a secret back to learn whether it is set;
 * - the one map of assignee names (`teamSettings/assignees`): one `assigneeNames/{name}` document
 *   per name (a name already claimed keeps its member), then the map is deleted.
 * Without `apply` it only reports; idempotent.
 */
export interface SurveyAnswerStore {
  /** Responses with a `customerToken` field (id and data). */
  responsesWithToken(): Promise<{ id: string; data: Record<string, unknown> }[]>;
  /** Writes the record unless responseLinks/{id} exists, and removes the response's token, at once. */
  moveToken(responseId: string, record: ResponseLinkRecord | null): Promise<void>;
  /** Every survey: id, whether it has `fieldIds`, and its stored fields. */
  surveys(): Promise<{ id: string; hasFieldIds: boolean; fields: unknown }[]>;
  setFieldIds(surveyId: string, fieldIds: string[]): Promise<void>;
  /** The ids of surveyAnswerSlots documents that still have `lastId`. */
  slotsNamingResponses(): Promise<string[]>;
  removeLastIds(surveyIds: readonly string[]): Promise<void>;
  /** The uids with stored mentions but no member record, and how many mentions each has. */
  orphanMentions(): Promise<{ uid: string; count: number }[]>;
  deleteMentionsOf(uid: string): Promise<void>;
  /** Members whose stored, non-empty secrets (private doc ids) their secretFlags does not name. */
  unflaggedSecrets(): Promise<{ uid: string; docs: string[] }[]>;
  flagSecrets(uid: string, docs: readonly string[]): Promise<void>;
  /** The legacy map of assignee names (name -> uid), or null when it is gone. */
  legacyAssigneeLinks(): Promise<Record<string, string> | null>;
  /** Creates the names' documents that do not exist yet and deletes the map, at once. */
  moveAssigneeLinks(links: Readonly<Record<string, string>>): Promise<void>;
}

export interface SurveyAnswerMigration {
  tokensMoved: number;
  surveysKeyed: number;
  slotsCleared: number;
  mentionsDeleted: number;
  secretsFlagged: number;
  assigneeNamesMoved: number;
}

const storedFieldIds = (fields: unknown): string[] =>
  fieldIdsOf(
    (Array.isArray(fields) ? fields : []).filter(
      (field): field is { id: string } =>
        typeof field === 'object' && field !== null && typeof field.id === 'string',
    ),
  );

export async function migrateSurveyAnswers(
  store: SurveyAnswerStore,
  log: (line: string) => void,
  apply: boolean,
): Promise<SurveyAnswerMigration> {
  const withToken = await store.responsesWithToken();
  for (const response of withToken) {
    log(`${RESPONSES}/${response.id}: personal-link token on the response`);
    if (apply) await store.moveToken(response.id, responseLinkOf(response.data));
  }
  const unkeyed = (await store.surveys()).filter((survey) => !survey.hasFieldIds);
  for (const survey of unkeyed) {
    const ids = storedFieldIds(survey.fields);
    log(`${SURVEYS}/${survey.id}: no fieldIds (${ids.length} fields)`);
    if (apply) await store.setFieldIds(survey.id, ids);
  }
  const slots = await store.slotsNamingResponses();
  for (const id of slots) log(`${SURVEY_ANSWER_SLOTS}/${id}: names its newest response (lastId)`);
  if (apply && slots.length > 0) await store.removeLastIds(slots);
  const orphans = await store.orphanMentions();
  for (const orphan of orphans) {
    log(`${memberMentionsPath(orphan.uid)}: ${orphan.count} mentions of a deleted member`);
    if (apply) await store.deleteMentionsOf(orphan.uid);
  }
  const unflagged = await store.unflaggedSecrets();
  for (const member of unflagged) {
    log(`${memberPrivatePath(member.uid)}: ${member.docs.join(', ')} set but not flagged`);
    if (apply) await store.flagSecrets(member.uid, member.docs);
  }
  const legacyLinks = await store.legacyAssigneeLinks();
  const names = Object.keys(legacyLinks ?? {}).filter(isClaimableName);
  if (legacyLinks) {
    log(`${TEAM_SETTINGS}/${LEGACY_ASSIGNEE_LINKS_DOC}: ${names.length} assignee names in one map`);
    if (apply)
      await store.moveAssigneeLinks(
        Object.fromEntries(names.map((name) => [name, legacyLinks[name]!])),
      );
  }
  const result = {
    assigneeNamesMoved: names.length,
    secretsFlagged: unflagged.reduce((sum, member) => sum + member.docs.length, 0),
    tokensMoved: withToken.length,
    surveysKeyed: unkeyed.length,
    slotsCleared: slots.length,
    mentionsDeleted: orphans.reduce((sum, orphan) => sum + orphan.count, 0),
  };
  const summary = `${result.tokensMoved} tokens on responses, ${result.surveysKeyed} surveys without fieldIds, ${result.slotsCleared} slots naming a response, ${result.mentionsDeleted} mentions of deleted members, ${result.secretsFlagged} secrets not flagged, ${result.assigneeNamesMoved} assignee names in the old map`;
  log(
    apply
      ? `${summary}: fixed.`
      : `${summary}. Nothing changed: run again with --apply to fix them.`,
  );
  return result;
}
