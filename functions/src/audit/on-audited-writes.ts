import {
  onDocumentDeletedWithAuthContext,
  onDocumentUpdated,
  onDocumentWrittenWithAuthContext,
} from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import { CHATWORK_KEY_DOC, MEMBERS, MEMBER_PRIVATE } from '../shared/contracts/collections.js';
import { SURVEY_SETTINGS } from '../shared/contracts/survey-collections.js';
import { auditOfMemberUpdate, auditOfKeyWrite } from '../shared/audited-writes.js';
import { FUNCTIONS_REGION } from '../region.js';
import { adminAuditLog } from './audit-write.js';

/**
 * The 監査ログ entries for changes a browser makes directly (the rules allow them): a member
 * renamed or deleted, a Chatwork key set, the survey settings changed. Triggers, so no client can
 * skip them. Who did it: the writer's stamp where the document carries one (a rename's
 * updatedBy; a key's owner), else the event's auth context (absent on the emulators: the entry
 * then names nobody).
 */
const options = { region: FUNCTIONS_REGION, maxInstances: 10, retry: false } as const;

export const onMemberUpdatedAudit = onDocumentUpdated(
  { ...options, document: `${MEMBERS}/{memberId}` },
  async (event) => {
    const entry = auditOfMemberUpdate(event.data?.before.data(), event.data?.after.data());
    if (entry) await adminAuditLog(adminFirestore())(entry);
  },
);

export const onMemberDeletedAudit = onDocumentDeletedWithAuthContext(
  { ...options, document: `${MEMBERS}/{memberId}` },
  async (event) => {
    const name = event.data?.get('name') as unknown;
    await adminAuditLog(adminFirestore())({
      action: 'memberDeleted',
      actorUid: event.authType === 'system' ? '' : (event.authId ?? ''),
      target: typeof name === 'string' ? name : event.params.memberId,
    });
  },
);

export const onChatworkKeyWrittenAudit = onDocumentWrittenWithAuthContext(
  { ...options, document: `${MEMBERS}/{memberId}/${MEMBER_PRIVATE}/${CHATWORK_KEY_DOC}` },
  async (event) => {
    const entry = auditOfKeyWrite(
      event.params.memberId,
      event.data?.before.data(),
      event.data?.after.data(),
    );
    if (entry) await adminAuditLog(adminFirestore())(entry);
  },
);

export const onSurveySettingsWrittenAudit = onDocumentWrittenWithAuthContext(
  { ...options, document: `${SURVEY_SETTINGS}/{settingsId}` },
  async (event) => {
    await adminAuditLog(adminFirestore())({
      action: 'settingsChanged',
      actorUid: event.authType === 'system' ? '' : (event.authId ?? ''),
      target: `${SURVEY_SETTINGS}/${event.params.settingsId}`,
    });
  },
);
