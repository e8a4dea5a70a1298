/**
 * 権限: what each member may do, read from their `members/{uid}` record by the browser, the
 * functions and (through the same field names) firestore.rules. Dependency-free: the functions
 * build copies this folder into functions/src/shared/contracts/.
 *
 * - admin (管理者): everything; alone adds, deletes or renames others, changes roles, reads the
 *   監査ログ.
 * - member (メンバー): the daily work; export and import only with the export right.
 * - viewer (閲覧のみ): reads what a member reads, keeps their own inbox and views, edits nothing.
 *
 * A record without a role (made before roles existed) reads as a member without the export
 * right until `npm run migrate-roles` makes it an administrator: the rules never hand out
 * administration to a record nobody marked.
 */
export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The record's fields: written only by the server (the members callables, scripts). */
export const ROLE_FIELD = 'role';
export const EXPORT_RIGHT_FIELD = 'canExport';

/** What a record without a role counts as (see above). */
export const UNMARKED_ROLE: Role = 'member';
/** A member added without a choice. */
export const DEFAULT_NEW_ROLE: Role = 'member';

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export interface Permissions {
  role: Role;
  /** Edits customers, surveys, promotions, option lists, reminders, comments. */
  canEdit: boolean;
  /** Exports and imports customer data (always for an administrator). */
  canExport: boolean;
  /** Manages members and roles, reads the 監査ログ. */
  isAdmin: boolean;
}

/** A member record's permissions (a missing or unknown role reads as UNMARKED_ROLE). */
export function permissionsOf(record: Record<string, unknown> | null | undefined): Permissions {
  const stored = record?.[ROLE_FIELD];
  const role = isRole(stored) ? stored : UNMARKED_ROLE;
  return permissionsFor(role, record?.[EXPORT_RIGHT_FIELD] === true);
}

export function permissionsFor(role: Role, exportRight: boolean): Permissions {
  return {
    role,
    canEdit: role !== 'viewer',
    canExport: role === 'admin' || (role === 'member' && exportRight),
    isAdmin: role === 'admin',
  };
}

/** The stored pair for a role and a chosen export right (an administrator's is always on). */
export function roleFields(role: Role, exportRight: boolean): { role: Role; canExport: boolean } {
  return { role, canExport: permissionsFor(role, exportRight).canExport };
}

/** The 権限 as the members screen and the 監査ログ name them. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: '管理者',
  member: 'メンバー',
  viewer: '閲覧のみ',
};

/** How the 監査ログ words a role: 「閲覧のみ」, 「メンバー（エクスポート・インポート可）」. */
export function roleDetail(fields: { role: Role; canExport: boolean }): string {
  const label = ROLE_LABELS[fields.role];
  return fields.role === 'member' && fields.canExport
    ? `${label}（エクスポート・インポート可）`
    : label;
}

/** What a 閲覧のみ member is told when a key or a click would edit. */
export const READ_ONLY_MESSAGE = '閲覧のみの権限では編集できません';
