import { AUDIT_LOG, auditEntry, type AuditAction } from '@/contracts/audit-log';
import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { MEMBERS } from '@/contracts/collections';
import type { MemberRoleChoice } from '@/contracts/members';
import {
  DEFAULT_NEW_ROLE,
  EXPORT_RIGHT_FIELD,
  permissionsOf,
  ROLE_FIELD,
  ROLE_LABELS,
  roleDetail,
  roleFields,
  type Role,
} from '@/contracts/roles';
import { DataError } from '../errors';
import { FunctionCallError } from '../function-call-error';
import { serverTimestamp } from '../field-values';
import type { DataStore, MemberAccountsService } from '../types';
import type { LocalAuth } from './local-auth';

/**
 * Local mode's members accounts: what the members callables do on the server, done here on the
 * browser's own auth store and data store (the local functions endpoint runs in the dev server
 * and cannot reach this IndexedDB). Same checks and the same error codes as the Firebase adapter:
 * only administrators (管理者) may call it, passwords are checked by the auth store, the last
 * administrator is kept, each change goes to the 監査ログ, the session never switches.
 */
export class LocalMemberAccounts implements MemberAccountsService {
  constructor(
    private readonly auth: LocalAuth,
    private readonly data: DataStore,
  ) {}

  /** The callables' check: a signed-in account with members/{uid} whose role is 管理者. */
  private async requireAdmin(): Promise<{ uid: string; name: string }> {
    const user = this.auth.currentUser();
    const record = user ? await this.data.get(MEMBERS, user.uid) : null;
    if (!user || !record || !permissionsOf(record.data).isAdmin)
      throw new DataError('permission-denied', 'この操作を行う権限がありません');
    return { uid: user.uid, name: typeof record.data.name === 'string' ? record.data.name : '' };
  }

  private async audit(
    actor: { uid: string; name: string },
    action: AuditAction,
    target: string,
    detail: string,
  ) {
    await this.data.add(AUDIT_LOG, {
      ...auditEntry({ action, actor, target, detail }, new Date()),
    });
  }

  private async writeRecord(
    record: { uid: string; name: string; email: string },
    choice: MemberRoleChoice,
  ) {
    const role = roleFields(choice.role ?? DEFAULT_NEW_ROLE, choice.canExport === true);
    await this.data.set(MEMBERS, record.uid, {
      uid: record.uid,
      name: record.name,
      email: record.email,
      [ROLE_FIELD]: role.role,
      [EXPORT_RIGHT_FIELD]: role.canExport,
      createdAt: serverTimestamp(),
    });
    return role;
  }

  async create(input: { name: string; email: string; password: string } & MemberRoleChoice) {
    const actor = await this.requireAdmin();
    const { uid } = await this.auth.createAccount(input.email, input.password);
    const role = await this.writeRecord({ uid, name: input.name, email: input.email }, input);
    await this.audit(actor, 'memberAdded', input.name, roleDetail(role));
    return { uid };
  }

  async reAdd(input: { name: string; email: string; password: string } & MemberRoleChoice) {
    const actor = await this.requireAdmin();
    const { uid } = await this.auth.checkPassword(input.email, input.password);
    if (await this.data.get(MEMBERS, uid)) return 'already-member' as const;
    const role = await this.writeRecord({ uid, name: input.name, email: input.email }, input);
    await this.audit(actor, 'memberAdded', input.name, roleDetail(role));
    return 're-added' as const;
  }

  async setRole(input: { uid: string; role: Role; canExport: boolean }) {
    const actor = await this.requireAdmin();
    const fields = roleFields(input.role, input.canExport);
    const change = await this.data.runTransaction(async (tx) => {
      const member = await tx.get(MEMBERS, input.uid);
      if (!member) return 'not-found' as const;
      const before = permissionsOf(member.data).role;
      const admins = (await this.data.query(MEMBERS)).filter(
        (doc) => doc.id !== input.uid && permissionsOf(doc.data).isAdmin,
      );
      if (before === 'admin' && fields.role !== 'admin' && admins.length === 0)
        return 'last-admin' as const;
      tx.update(MEMBERS, input.uid, {
        [ROLE_FIELD]: fields.role,
        [EXPORT_RIGHT_FIELD]: fields.canExport,
      });
      return { before, name: typeof member.data.name === 'string' ? member.data.name : '' };
    });
    if (change === 'not-found') throw new DataError('not-found', 'メンバーが見つかりません');
    if (change === 'last-admin')
      throw new FunctionCallError(
        'failed-precondition',
        '管理者が1人もいなくなるため変更できません',
        {
          reason: CALLABLE_REASONS.lastAdmin,
        },
      );
    await this.audit(
      actor,
      'roleChanged',
      change.name,
      `${ROLE_LABELS[change.before]} → ${roleDetail(fields)}`,
    );
  }

  async changePassword(input: {
    uid: string;
    email: string;
    currentPassword: string;
    newPassword: string;
  }) {
    await this.requireAdmin();
    await this.auth.changePasswordWithCurrent(input);
  }
}
