// Cloud Functions entry point: each area exports its functions from its own folder
// (src/<area>/), a thin handler over a pure core that is tested on its own.
export { onResponseCreated } from './surveys/on-response-created.js';
export { closeDueSurveysEvery5Minutes } from './surveys/close-due-surveys.js';
export { sendRemindersEvery15Minutes } from './reminders/on-schedule.js';
export { onResponseNotify } from './survey-notify/on-response-notify.js';
export { recountSurveyStatsCall as recountSurveyStats } from './surveys/recount-on-call.js';
export { getChatworkMentions } from './mentions/on-call.js';
export { chatworkAction } from './mentions/on-action-call.js';
export { syncMentionsEvery5Minutes } from './mentions/sync-schedule.js';
export { chatworkWebhook } from './mentions/on-webhook.js';
export { generateSurveySummary } from './ai-summary/on-call.js';
export { onMemberDeleted } from './members/on-member-deleted.js';
export { addMember, reAddMember, changeMemberPassword, setMemberRole } from './members/on-call.js';
export { recordAuditEventCall as recordAuditEvent } from './audit/on-call.js';
export {
  onSaCustomerWritten,
  onObCustomerWritten,
  onDealWritten,
} from './customer-history/on-customer-written.js';
export { onActivityWritten } from './customer-activities/on-activity-written.js';
export { onCustomerCommentWritten } from './customer-comments/on-comment-written.js';
export {
  mergeCustomersCall as mergeCustomers,
  undoCustomerMergeCall as undoCustomerMerge,
} from './customer-merge/on-call.js';
export { lookupCorporateNumberCall as lookupCorporateNumber } from './corporate-registry/on-call.js';
export {
  onMemberUpdatedAudit,
  onMemberDeletedAudit,
  onChatworkKeyWrittenAudit,
  onSurveySettingsWrittenAudit,
} from './audit/on-audited-writes.js';
export {
  moveToTrashCall as moveToTrash,
  restoreFromTrashCall as restoreFromTrash,
  purgeFromTrashCall as purgeFromTrash,
  purgeTrashDaily,
} from './trash/on-call.js';
export {
  findPersonalDataCall as findPersonalData,
  erasePersonalDataCall as erasePersonalData,
} from './privacy/on-call.js';
export { backupFirestoreDaily } from './backups/on-schedule.js';
