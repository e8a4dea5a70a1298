import type { Firestore } from 'firebase-admin/firestore';
import { MEMBERS } from '../shared/contracts/collections.js';
import { EXPORT_RIGHT_FIELD, permissionsOf, ROLE_FIELD } from '../shared/contracts/roles.js';
import {
  AccountError,
  type AccountDirectory,
  type AccountFailure,
  type MemberRecords,
} from './member-accounts.js';

/**
 * The members callables' ports bound to the Admin SDK. Written against the slices of `Auth`
 * and `Firestore` they call, so the real objects fit and tests hand in typed fakes; the Auth
 * emulator suite (tests/emulators/) runs them against real Auth too.
 */

/** The slice of firebase-admin's `Auth` used here. */
export interface AdminAuth {
  createUser(properties: { email: string; password: string }): Promise<{ uid: string }>;
  verifyIdToken(
    idToken: string,
    checkRevoked?: boolean,
  ): Promise<{
    uid: string;
    email?: string;
    auth_time: number;
    firebase: { sign_in_provider: string };
  }>;
  updateUser(uid: string, properties: { password: string }): Promise<unknown>;
}

/** The slice of firebase-admin's `Firestore` used here. */
export interface AdminMemberStore {
  doc(path: string): {
    get(): Promise<{ readonly exists: boolean }>;
    set(data: Record<string, unknown>): Promise<unknown>;
  };
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** Admin SDK codes (auth/…) that mean something to the members screen. */
const accountFailureOf: Record<string, AccountFailure> = {
  'auth/email-already-exists': 'email-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'weak-password',
};

/** Any other auth/… refusal of a token (expired, revoked, disabled, malformed) is no proof. */
const isTokenRefusal = (error: unknown) => codeOf(error).startsWith('auth/');

function rethrowAs(error: unknown, fallback?: AccountFailure): never {
  const kind = accountFailureOf[codeOf(error)] ?? fallback;
  throw kind ? new AccountError(kind) : error;
}

export function adminAccountDirectory(auth: AdminAuth): AccountDirectory {
  return {
    async create(email, password) {
      try {
        return (await auth.createUser({ email, password })).uid;
      } catch (error) {
        return rethrowAs(error);
      }
    },
    async verifyProof(idToken) {
      let decoded: Awaited<ReturnType<AdminAuth['verifyIdToken']>>;
      try {
        // checkRevoked: a token of a disabled account or from before a revocation is refused.
        decoded = await auth.verifyIdToken(idToken, true);
      } catch (error) {
        if (isTokenRefusal(error)) throw new AccountError('invalid-proof');
        throw error;
      }
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        signInProvider: decoded.firebase.sign_in_provider,
        authTime: decoded.auth_time,
      };
    },
    async setPassword(uid, password) {
      try {
        await auth.updateUser(uid, { password });
      } catch (error) {
        // The account vanished between the proof and the change: the proof no longer holds.
        rethrowAs(error, codeOf(error) === 'auth/user-not-found' ? 'invalid-proof' : undefined);
      }
    },
  };
}

/** members/{uid}; `serverTime` is FieldValue.serverTimestamp() (passed in, so tests see it). */
export function adminMemberRecords(
  db: AdminMemberStore,
  serverTime: () => unknown,
): Omit<MemberRecords, 'setRole'> {
  return {
    async exists(uid) {
      return (await db.doc(`${MEMBERS}/${uid}`).get()).exists;
    },
    async create(record) {
      await db.doc(`${MEMBERS}/${record.uid}`).set({
        uid: record.uid,
        name: record.name,
        email: record.email,
        [ROLE_FIELD]: record.role,
        [EXPORT_RIGHT_FIELD]: record.canExport,
        createdAt: serverTime(),
      });
    },
  };
}

/**
 * setRole in one transaction over the member and every 管理者 (a query read in a transaction
 * locks what it found), so the last administrator is never demoted, even by two at once.
 */
export function adminRoleChange(db: Firestore): MemberRecords['setRole'] {
  return (uid, fields) =>
    db.runTransaction(async (tx) => {
      const ref = db.doc(`${MEMBERS}/${uid}`);
      const [member, admins] = await Promise.all([
        tx.get(ref),
        tx.get(db.collection(MEMBERS).where(ROLE_FIELD, '==', 'admin')),
      ]);
      if (!member.exists) return 'not-found' as const;
      const before = permissionsOf(member.data()).role;
      const othersAdmin = admins.docs.some((doc) => doc.id !== uid);
      if (before === 'admin' && fields.role !== 'admin' && !othersAdmin)
        return 'last-admin' as const;
      tx.update(ref, { [ROLE_FIELD]: fields.role, [EXPORT_RIGHT_FIELD]: fields.canExport });
      const name = member.get('name') as unknown;
      return { name: typeof name === 'string' ? name : '', before };
    });
}
