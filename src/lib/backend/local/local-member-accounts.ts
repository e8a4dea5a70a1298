import { MEMBERS } from '@/contracts/collections';
import { DataError } from '../errors';
import { serverTimestamp } from '../field-values';
import type { DataStore, MemberAccountsService } from '../types';
import type { LocalAuth } from './local-auth';

/**
 * Local mode's members accounts: what the members callables do on the server, done here on the
 * browser's own auth store and data store (the local functions endpoint runs in the dev server
 * and cannot reach this IndexedDB). Same checks and the same error codes as the Firebase adapter:
 * only staff may call it, passwords are checked by the auth store, the session never switches.
 */
export class LocalMemberAccounts implements MemberAccountsService {
  constructor(
    private readonly auth: LocalAuth,
    private readonly data: DataStore,
  ) {}

  /** The callables' staff check: a signed-in account with members/{uid}. */
  private async requireStaff(): Promise<void> {
    const user = this.auth.currentUser();
    if (!user || !(await this.data.get(MEMBERS, user.uid)))
      throw new DataError('permission-denied', 'この操作を行う権限がありません');
  }

  private async writeRecord(record: { uid: string; name: string; email: string }) {
    await this.data.set(MEMBERS, record.uid, {
      uid: record.uid,
      name: record.name,
      email: record.email,
      createdAt: serverTimestamp(),
    });
  }

  async create(input: { name: string; email: string; password: string }) {
    await this.requireStaff();
    const { uid } = await this.auth.createAccount(input.email, input.password);
    await this.writeRecord({ uid, name: input.name, email: input.email });
    return { uid };
  }

  async reAdd(input: { name: string; email: string; password: string }) {
    await this.requireStaff();
    const { uid } = await this.auth.checkPassword(input.email, input.password);
    if (await this.data.get(MEMBERS, uid)) return 'already-member' as const;
    await this.writeRecord({ uid, name: input.name, email: input.email });
    return 're-added' as const;
  }

  async changePassword(input: {
    uid: string;
    email: string;
    currentPassword: string;
    newPassword: string;
  }) {
    await this.requireStaff();
    await this.auth.changePasswordWithCurrent(input);
  }
}
