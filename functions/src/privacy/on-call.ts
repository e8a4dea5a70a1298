import { adminFirestore } from '../admin.js';
import { adminAuditLog } from '../audit/audit-write.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { adminFromMembers } from '../caller-roles.js';
import { onCallable } from '../on-callable.js';
import {
  ERASE_CONFIRMATION,
  ERASE_PERSONAL_DATA,
  FIND_PERSONAL_DATA,
  type ErasePersonalDataResponse,
  type FindPersonalDataResponse,
} from '../shared/contracts/privacy.js';
import { eraseStep } from '../shared/erase-personal-data.js';
import {
  describeCounts,
  describeNeedle,
  findPersonalData,
  needleOf,
} from '../shared/personal-data.js';
import { adminPersonalData, plainData } from './admin-personal-data.js';

export const privacyMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  tooShort: '検索する情報は2文字以上で入力してください',
  notConfirmed: '確認の入力が一致しません',
} as const;

async function requireAdmin(input: CallableInput) {
  const uid = input.auth?.uid;
  if (!uid || !(await adminFromMembers(adminFirestore())(uid)))
    throw new CallableError('permission-denied', privacyMessages.permissionDenied);
  return uid;
}

function queryOf(data: unknown): { query: string; needle: string } {
  const { query } = (data ?? {}) as { query?: unknown };
  const needle = typeof query === 'string' ? needleOf(query) : null;
  if (typeof query !== 'string' || !needle)
    throw new CallableError('invalid-argument', privacyMessages.tooShort);
  return { query, needle };
}

/** The counts per kind, as the 監査ログ words them ('rows 1, responses 2'). */
/** findPersonalData {query}: a 管理者's 開示 search; recorded (what kind was searched, how many). */
export async function handleFind(input: CallableInput): Promise<FindPersonalDataResponse> {
  const uid = await requireAdmin(input);
  const { query, needle } = queryOf(input.data);
  const db = adminFirestore();
  const found = await findPersonalData(adminPersonalData(db), needle);
  await adminAuditLog(db)({
    action: 'disclosure',
    actorUid: uid,
    target: describeNeedle(query),
    count: found.length,
    detail: describeCounts(found),
  });
  return {
    found: found.map((item) => ({
      kind: item.kind,
      path: item.path,
      data: plainData(item.data) as Record<string, unknown>,
    })),
  };
}

/** erasePersonalData {query, confirm}: one step of 消去 (ERASE_BATCH documents); recorded. */
export async function handleErase(input: CallableInput): Promise<ErasePersonalDataResponse> {
  const uid = await requireAdmin(input);
  const { query, needle } = queryOf(input.data);
  const { confirm } = (input.data ?? {}) as { confirm?: unknown };
  if (confirm !== ERASE_CONFIRMATION)
    throw new CallableError('failed-precondition', privacyMessages.notConfirmed);
  const db = adminFirestore();
  const step = await eraseStep(adminPersonalData(db), needle);
  if (step.erased > 0)
    await adminAuditLog(db)({
      action: 'erasure',
      actorUid: uid,
      target: describeNeedle(query),
      count: step.erased,
      detail: describeCounts(step.found),
    });
  return { erased: step.erased, remaining: step.remaining };
}

export const findPersonalDataCall = onCallable<FindPersonalDataResponse>(
  FIND_PERSONAL_DATA,
  { timeoutSeconds: 300, memory: '1GiB' },
  handleFind,
);
export const erasePersonalDataCall = onCallable<ErasePersonalDataResponse>(
  ERASE_PERSONAL_DATA,
  { timeoutSeconds: 300, memory: '1GiB' },
  handleErase,
);
