/**
 * Every server function the browser calls, by name, with what it sends and gets back: the one
 * map `FunctionsPort.call` is typed by, that the Cloud Functions export their callables under
 * (functions/src/index.test.ts) and the local server keys its handlers by
 * (scripts/local-functions/handlers.ts). Dependency-free: copied into functions/src/shared/.
 */
import {
  GENERATE_SURVEY_SUMMARY,
  type GenerateSummaryRequest,
  type GenerateSummaryResponse,
} from './ai-summary';
import {
  LOOKUP_CORPORATE_NUMBER,
  type LookupCorporateRequest,
  type LookupCorporateResponse,
} from './corporate-registry';
import {
  MERGE_CUSTOMERS,
  UNDO_CUSTOMER_MERGE,
  type MergeRequest,
  type MergeResponse,
  type UndoMergeRequest,
  type UndoMergeResponse,
} from './customer-merge';
import {
  ADD_MEMBER,
  CHANGE_MEMBER_PASSWORD,
  RE_ADD_MEMBER,
  SET_MEMBER_ROLE,
  type AddMemberRequest,
  type AddMemberResponse,
  type ChangeMemberPasswordRequest,
  type ChangeMemberPasswordResponse,
  type ReAddMemberRequest,
  type ReAddMemberResponse,
  type SetMemberRoleRequest,
  type SetMemberRoleResponse,
} from './members';
import {
  ERASE_PERSONAL_DATA,
  FIND_PERSONAL_DATA,
  type ErasePersonalDataRequest,
  type ErasePersonalDataResponse,
  type FindPersonalDataRequest,
  type FindPersonalDataResponse,
} from './privacy';
import {
  MOVE_TO_TRASH,
  PURGE_FROM_TRASH,
  RESTORE_FROM_TRASH,
  type MoveToTrashRequest,
  type TrashItemRequest,
  type TrashResponse,
} from './trash';
import {
  RECORD_AUDIT_EVENT,
  type RecordAuditEventRequest,
  type RecordAuditEventResponse,
} from './audit-log';
import {
  CHATWORK_ACTION,
  type ChatworkActionRequest,
  type ChatworkActionResponse,
} from './chatwork-actions';
import {
  GET_CHATWORK_MENTIONS,
  type GetMentionsRequest,
  type GetMentionsResponse,
} from './mentions';
import type {
  REGISTER_CHATWORK_WEBHOOK,
  RegisterWebhookRequest,
  TAKE_WEBHOOK_MENTIONS,
  TakeWebhookMentionsRequest,
  TakeWebhookMentionsResponse,
} from './mention-sync';
import type { SEND_REMINDER, SendReminderRequest, SendReminderResponse } from './reminders';
import type { NOTIFY_SURVEY_RESPONSE, NotifyOutcome, NotifyRequest } from './survey-notify';
import { RECOUNT_SURVEY_STATS, type RecountRequest, type RecountResponse } from './survey-stats';

export interface Callables {
  [ADD_MEMBER]: { request: AddMemberRequest; response: AddMemberResponse };
  [RE_ADD_MEMBER]: { request: ReAddMemberRequest; response: ReAddMemberResponse };
  [CHANGE_MEMBER_PASSWORD]: {
    request: ChangeMemberPasswordRequest;
    response: ChangeMemberPasswordResponse;
  };
  [SET_MEMBER_ROLE]: { request: SetMemberRoleRequest; response: SetMemberRoleResponse };
  [RECORD_AUDIT_EVENT]: { request: RecordAuditEventRequest; response: RecordAuditEventResponse };
  [MOVE_TO_TRASH]: { request: MoveToTrashRequest; response: TrashResponse };
  [RESTORE_FROM_TRASH]: { request: TrashItemRequest; response: TrashResponse };
  [PURGE_FROM_TRASH]: { request: TrashItemRequest; response: TrashResponse };
  [FIND_PERSONAL_DATA]: { request: FindPersonalDataRequest; response: FindPersonalDataResponse };
  [ERASE_PERSONAL_DATA]: { request: ErasePersonalDataRequest; response: ErasePersonalDataResponse };
  [GET_CHATWORK_MENTIONS]: { request: GetMentionsRequest; response: GetMentionsResponse };
  [CHATWORK_ACTION]: { request: ChatworkActionRequest; response: ChatworkActionResponse };
  [GENERATE_SURVEY_SUMMARY]: { request: GenerateSummaryRequest; response: GenerateSummaryResponse };
  [RECOUNT_SURVEY_STATS]: { request: RecountRequest; response: RecountResponse };
  [MERGE_CUSTOMERS]: { request: MergeRequest; response: MergeResponse };
  [UNDO_CUSTOMER_MERGE]: { request: UndoMergeRequest; response: UndoMergeResponse };
  [LOOKUP_CORPORATE_NUMBER]: {
    request: LookupCorporateRequest;
    response: LookupCorporateResponse;
  };
  /** Local mode only: in the cloud the message is a trigger on responses, not a call. */
  [NOTIFY_SURVEY_RESPONSE]: { request: NotifyRequest; response: NotifyOutcome };
  /** Local mode only: the cloud's schedule posts reminders itself. */
  [SEND_REMINDER]: { request: SendReminderRequest; response: SendReminderResponse };
  /** Local mode only: the cloud's webhook stores mentions itself. */
  [REGISTER_CHATWORK_WEBHOOK]: { request: RegisterWebhookRequest; response: null };
  [TAKE_WEBHOOK_MENTIONS]: {
    request: TakeWebhookMentionsRequest;
    response: TakeWebhookMentionsResponse;
  };
}

export type CallableName = keyof Callables;

/** The names the Cloud Functions deploy as callables (all but the local-only one). */
export const CLOUD_CALLABLES = [
  ADD_MEMBER,
  RE_ADD_MEMBER,
  CHANGE_MEMBER_PASSWORD,
  SET_MEMBER_ROLE,
  RECORD_AUDIT_EVENT,
  MOVE_TO_TRASH,
  RESTORE_FROM_TRASH,
  PURGE_FROM_TRASH,
  FIND_PERSONAL_DATA,
  ERASE_PERSONAL_DATA,
  GET_CHATWORK_MENTIONS,
  CHATWORK_ACTION,
  GENERATE_SURVEY_SUMMARY,
  RECOUNT_SURVEY_STATS,
  MERGE_CUSTOMERS,
  UNDO_CUSTOMER_MERGE,
  LOOKUP_CORPORATE_NUMBER,
] as const satisfies readonly CallableName[];
