import type { Permissions, Role } from '@/contracts/roles';

/** A member as the screen uses it (spec part 2, section 3; the Chatwork key lives apart). */
export interface Member {
  /** The document id: the account's uid. */
  id: string;
  uid: string;
  name: string;
  email: string;
  createdAt: Date | null;
  /** Their Chatwork account id, read from Chatwork with their own key (null until then). */
  chatworkAccountId: number | null;
  /** 権限 and the export right (src/contracts/roles.ts). */
  permissions: Permissions;
}

/** The 権限 chosen in a form: the role and the export right. */
export interface RoleChoice {
  role: Role;
  canExport: boolean;
}

/** The add-member form. */
export interface AddMemberInput {
  name: string;
  email: string;
  password: string;
  /** The 権限 chosen (a メンバー without the export right when absent). */
  roleChoice?: RoleChoice;
}

/** The edit-member form. */
export interface EditMemberInput {
  name: string;
  email: string;
  /** Only for the signed-in member's own row; undefined elsewhere. */
  chatworkKey?: string;
  /** '' keeps the password. */
  newPassword: string;
  /** The 権限 chosen by an administrator; undefined where the editor may not change it. */
  roleChoice?: RoleChoice;
}
