import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../admin.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { staffFromMembers } from '../mentions/get-chatwork-mentions.js';
import type {
  AddMemberResponse,
  ChangeMemberPasswordResponse,
  ReAddMemberResponse,
} from '../shared/contracts/members.js';
import { adminAccountDirectory, adminMemberRecords } from './admin-accounts.js';
import {
  addMember as handleAdd,
  changeMemberPassword as handleChangePassword,
  reAddMember as handleReAdd,
  type MemberAccountsDeps,
} from './member-accounts.js';

/**
 * Callables addMember, reAddMember, changeMemberPassword (us-central1): thin wrappers over
 * member-accounts.ts, which holds the checks. They are the only way accounts of other members
 * are made or changed, so e-mail sign-up stays turned off for clients (docs/security.md).
 */
function deps(): MemberAccountsDeps {
  // adminFirestore() initialises the default Admin app that getAuth() then uses.
  const db = adminFirestore();
  return {
    isStaff: staffFromMembers(db),
    accounts: adminAccountDirectory(getAuth()),
    members: adminMemberRecords(db, () => FieldValue.serverTimestamp()),
  };
}

function callable<Res>(
  name: string,
  handle: (request: CallableInput, deps: MemberAccountsDeps) => Promise<Res>,
) {
  // maxInstances: a flood of calls queues instead of scaling out (and spending) without bound.
  return onCall<unknown, Promise<Res>>(
    { region: 'us-central1', maxInstances: 10 },
    async (request: CallableRequest<unknown>) => {
      try {
        return await handle(
          { auth: request.auth ? { uid: request.auth.uid } : undefined, data: request.data },
          deps(),
        );
      } catch (error) {
        if (error instanceof CallableError) {
          // Code and reason only: the payload holds a password or a proof token.
          logger.warn(`${name} failed`, {
            code: error.code,
            reason: error.details?.reason ?? error.message,
          });
          throw new HttpsError(error.code, error.message, error.details);
        }
        throw error;
      }
    },
  );
}

export const addMember = callable<AddMemberResponse>('addMember', handleAdd);
export const reAddMember = callable<ReAddMemberResponse>('reAddMember', handleReAdd);
export const changeMemberPassword = callable<ChangeMemberPasswordResponse>(
  'changeMemberPassword',
  handleChangePassword,
);
