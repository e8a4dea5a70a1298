import { CUSTOMER_TABLES, MEMBERS, memberPrivatePath } from '@/contracts/collections';
import { SURVEYS } from '@/contracts/survey-collections';
import { PROMOTIONS } from '@/contracts/collections';
import { isRole, roleFields, type Role } from '@/contracts/roles';
/**
 * The two Admin SDK tasks behind `npm run create-admin` and `npm run migrate-members`, written
 * against small ports so they are tested here with in-memory fakes; admin-sdk.ts binds them to
 * firebase-admin. Both are idempotent and report every step through `log`.
 */

export interface AdminAccounts {
  /** The uid of the Auth account with this e-mail, or null. */
  findUidByEmail(email: string): Promise<string | null>;
  createAccount(email: string, password: string): Promise<string>;
  /** Whether `password` signs in to the account with this e-mail (checked by Auth itself). */
  passwordMatches(email: string, password: string): Promise<boolean>;
  /** What Auth knows of an account, for the review before a migration; null: no such account. */
  describe(uid: string): Promise<AccountInfo | null>;
}

export interface AccountInfo {
  email: string;
  /** ISO times, or null when Auth has none. */
  createdAt: string | null;
  lastSignInAt: string | null;
  emailVerified: boolean;
}

export interface AdminMembers {
  /** Every document of `members` (id + raw data). */
  list(): Promise<{ id: string; data: Record<string, unknown> }[]>;
  exists(uid: string): Promise<boolean>;
  /** Writes members/{uid}; `createdAt` null means server time. */
  create(record: {
    uid: string;
    name: string;
    email: string;
    role: Role;
    canExport: boolean;
    createdAt: Date | null;
  }): Promise<void>;
  /** Sets members/{id}'s 権限 and export right, nothing else. */
  setRole(id: string, fields: { role: Role; canExport: boolean }): Promise<void>;
  /** The apiKey stored in members/{uid}/private/chatwork, or null when there is none. */
  privateKey(uid: string): Promise<string | null>;
  setPrivateKey(uid: string, apiKey: string): Promise<void>;
  /** Deletes members/{uid}/private/* (a Chatwork token must not outlive the membership). */
  removePrivate(uid: string): Promise<void>;
  removeChatworkField(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface CreateAdminResult {
  uid: string;
  accountCreated: boolean;
  memberCreated: boolean;
}

/**
 * The first administrator of a project: the Auth account (created when missing) and its member
 * record (created when missing, never overwritten). An existing account is made staff only with
 * its own password: with open sign-up, anyone could have registered the address first.
 */
export async function createAdmin(
  input: { email: string; password: string; name: string },
  ports: { accounts: AdminAccounts; members: AdminMembers },
  log: (line: string) => void,
): Promise<CreateAdminResult> {
  const email = input.email.trim();
  let uid = await ports.accounts.findUidByEmail(email);
  let accountCreated = false;
  if (uid) {
    if (!(await ports.accounts.passwordMatches(email, input.password))) {
      throw new Error(
        `Auth account ${email} already exists and the password given is not its password: nothing changed. Whoever registered that address must run this with its password (or delete the account first).`,
      );
    }
    log(`Auth account ${email} already exists (uid ${uid}) and the password is its own.`);
  } else {
    uid = await ports.accounts.createAccount(email, input.password);
    accountCreated = true;
    log(`Created Auth account ${email} (uid ${uid}).`);
  }
  if (await ports.members.exists(uid)) {
    // Proven by its own password above: the first administrator's record is a 管理者.
    await ports.members.setRole(uid, ADMIN_ROLE);
    log(`${MEMBERS}/${uid} already exists: its 権限 is 管理者 (nothing else changed).`);
    return { uid, accountCreated, memberCreated: false };
  }
  await ports.members.create({ uid, name: input.name, email, ...ADMIN_ROLE, createdAt: null });
  log(`Created members/${uid} (name "${input.name}", email ${email}): ${email} is staff now.`);
  return { uid, accountCreated, memberCreated: true };
}

export interface MigrationSummary {
  rekeyed: number;
  mergedIntoExisting: number;
  keysMoved: number;
  skipped: number;
  /** Records not on the keep list: deleted with their private documents (no longer staff). */
  removed: number;
}

/**
 * The keep list of `--keep-file`: one e-mail address or uid per line; blank lines and lines
 * starting with # are ignored; e-mail addresses compare case-insensitively.
 */
export function parseKeepList(text: string): Set<string> {
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => (line.includes('@') ? line.toLowerCase() : line)),
  );
}

/** Whether a member record (its uid or its e-mail) is on the keep list. */
export function isKept(keep: ReadonlySet<string>, record: { uid: string; email: string }): boolean {
  return keep.has(record.uid) || keep.has(record.email.trim().toLowerCase());
}

/**
 * Prints every member record with what Auth knows of its account (created, last sign-in, e-mail
 * verified), so whoever runs the migration can decide who stays staff: the old app made a
 * member of everyone who ever signed in.
 */
export async function reviewMembers(
  members: AdminMembers,
  accounts: AdminAccounts,
  log: (line: string) => void,
): Promise<void> {
  const docs = await members.list();
  log(`${docs.length} member records:`);
  for (const doc of docs) {
    const uid = text(doc.data.uid) || doc.id;
    const account = await accounts.describe(uid);
    const auth = account
      ? `account created ${account.createdAt ?? '?'}, last sign-in ${account.lastSignInAt ?? 'never'}, e-mail ${account.emailVerified ? 'verified' : 'NOT verified'}`
      : 'no Auth account';
    log(
      `  members/${doc.id}: uid ${uid}, ${text(doc.data.name) || '(no name)'} <${text(doc.data.email)}>; ${auth}`,
    );
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Brings `members` to the identity model: every record lives at members/{uid} (found by its
 * `uid` field), no record holds `chatworkApiKey` (moved to members/{uid}/private/chatwork,
 * unless a key is already stored there), old records under other ids are deleted. A record
 * without a uid cannot be matched to an account and is left alone (reported).
 */
export async function migrateMembers(
  members: AdminMembers,
  log: (line: string) => void,
  keep: (record: { uid: string; email: string }) => boolean,
): Promise<MigrationSummary> {
  const summary: MigrationSummary = {
    rekeyed: 0,
    mergedIntoExisting: 0,
    keysMoved: 0,
    skipped: 0,
    removed: 0,
  };
  const docs = await members.list();
  const ids = new Set(docs.map((doc) => doc.id));

  const moveKey = async (uid: string, from: string, key: unknown) => {
    const apiKey = text(key).trim();
    if (!apiKey) return;
    const existing = await members.privateKey(uid);
    if (existing) {
      log(
        `  kept the key already in members/${uid}/private/chatwork (the one in ${from} is dropped)`,
      );
      return;
    }
    await members.setPrivateKey(uid, apiKey);
    summary.keysMoved += 1;
    log(`  moved chatworkApiKey of ${from} to members/${uid}/private/chatwork`);
  };

  for (const doc of docs) {
    const uid = text(doc.data.uid);
    if (!uid) {
      summary.skipped += 1;
      log(`${MEMBERS}/${doc.id}: no uid field, left unchanged (cannot tell whose record it is)`);
      continue;
    }
    if (!keep({ uid, email: text(doc.data.email) })) {
      await members.remove(doc.id);
      await members.removePrivate(uid);
      summary.removed += 1;
      log(
        `${MEMBERS}/${doc.id}: not on the keep list: deleted with ${memberPrivatePath(uid)} (no longer staff)`,
      );
      continue;
    }
    if (doc.id === uid) {
      if (!('chatworkApiKey' in doc.data)) continue;
      log(`${MEMBERS}/${doc.id}: chatworkApiKey field`);
      await moveKey(uid, `${MEMBERS}/${doc.id}`, doc.data.chatworkApiKey);
      await members.removeChatworkField(doc.id);
      log(`  removed the chatworkApiKey field`);
      continue;
    }
    log(`${MEMBERS}/${doc.id}: record of uid ${uid} under another id`);
    if (ids.has(uid) || (await members.exists(uid))) {
      summary.mergedIntoExisting += 1;
      log(`  members/${uid} already exists and is kept as it is`);
    } else {
      await members.create({
        uid,
        name: text(doc.data.name),
        email: text(doc.data.email),
        // A record from before roles could do everything: it stays able to (migrateRoles).
        ...(isRole(doc.data.role)
          ? roleFields(doc.data.role, doc.data.canExport === true)
          : ADMIN_ROLE),
        createdAt: doc.data.createdAt instanceof Date ? doc.data.createdAt : null,
      });
      ids.add(uid);
      summary.rekeyed += 1;
      log(`  created members/${uid} with its name, email and createdAt`);
    }
    await moveKey(uid, `${MEMBERS}/${doc.id}`, doc.data.chatworkApiKey);
    await members.remove(doc.id);
    log(`  deleted members/${doc.id}`);
  }
  const changed =
    summary.rekeyed + summary.mergedIntoExisting + summary.keysMoved + summary.removed;
  log(
    changed === 0 && summary.skipped === 0
      ? 'Nothing to migrate: every member is keyed by uid and holds no Chatwork key.'
      : `Done: ${summary.rekeyed} re-keyed, ${summary.mergedIntoExisting} merged into an existing record, ${summary.keysMoved} keys moved, ${summary.removed} removed (not kept), ${summary.skipped} skipped.`,
  );
  return summary;
}

/** The documents anyone with the link can read, and the staff e-mail fields older ones carry. */
export const PUBLIC_COLLECTIONS = [SURVEYS, PROMOTIONS] as const;
export const STAFF_EMAIL_FIELDS = ['createdByEmail', 'lastEditedByEmail'] as const;

export interface PublicDocs {
  /** Every document of the collection: its id and the names of its fields. */
  list(collection: string): Promise<{ id: string; fields: string[] }[]>;
  /** Deletes the fields from the documents, in batches of at most 500. */
  removeFields(
    collection: string,
    ids: readonly string[],
    fields: readonly string[],
  ): Promise<void>;
}

/**
 * `npm run migrate-public-docs`: finds surveys and promotions that still carry a staff e-mail
 * (createdByEmail, lastEditedByEmail: the app stopped writing them) and, with `apply`, deletes
 * those fields. Prints every document it would change; idempotent.
 */
export async function stripStaffEmails(
  docs: PublicDocs,
  log: (line: string) => void,
  apply: boolean,
): Promise<{ checked: number; carrying: number }> {
  let checked = 0;
  let carrying = 0;
  for (const collection of PUBLIC_COLLECTIONS) {
    const all = await docs.list(collection);
    checked += all.length;
    const found = all.filter((doc) =>
      STAFF_EMAIL_FIELDS.some((field) => doc.fields.includes(field)),
    );
    carrying += found.length;
    for (const doc of found)
      log(
        `${collection}/${doc.id}: ${STAFF_EMAIL_FIELDS.filter((f) => doc.fields.includes(f)).join(', ')}`,
      );
    if (apply && found.length > 0)
      await docs.removeFields(
        collection,
        found.map((doc) => doc.id),
        STAFF_EMAIL_FIELDS,
      );
  }
  log(
    apply
      ? `${carrying} of ${checked} documents had staff e-mails; removed.`
      : `${carrying} of ${checked} documents carry staff e-mails. Nothing changed: run again with --apply to remove them.`,
  );
  return { checked, carrying };
}

/** The customer tables whose rows have a history (customer_history's `table`). */
export const HISTORY_TABLES = CUSTOMER_TABLES;

/** The documents of one customer row in a collection kept per row (history entries, comments). */
export interface CustomerHistory {
  /** The ids of every document of one row (whatever its age or kind). */
  entriesOf(table: string, rowId: string): Promise<string[]>;
  /** Deletes the entries, in batches of at most 500. */
  deleteEntries(ids: readonly string[]): Promise<void>;
}

/**
 * `npm run purge-history`: every history entry and every comment of one customer row, the
 * comments' copies in members' メンション inboxes and the records of merges it took part in (a request to erase a person's data,
 * 個人情報保護法), which the rules let no client delete. Without `apply` it
 * only counts them; with it, deletes them. Idempotent. It erases the history and the comments
 * only: the row itself is deleted on its screen, and that delete writes one entry of its own (run
 * this afterwards). Returns how many history entries and comments there were.
 */
export async function purgeHistory(
  history: CustomerHistory,
  row: { table: string; rowId: string },
  log: (line: string) => void,
  apply: boolean,
  comments?: CustomerHistory,
  commentCopies?: CustomerHistory,
  merges?: CustomerHistory,
  links?: CustomerHistory,
): Promise<number> {
  if (!(HISTORY_TABLES as readonly string[]).includes(row.table))
    throw new Error(`--table must be one of ${HISTORY_TABLES.join(', ')} (got "${row.table}")`);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(row.rowId))
    throw new Error(`--row must be a document id (got "${row.rowId}")`);
  let total = 0;
  for (const [what, store] of [
    ['history entries', history],
    ['comments', comments],
    ["comments' copies in members' inboxes", commentCopies],
    // 名寄せ: a merge's record holds both rows' values (its undo needs them).
    ['merge records', merges],
    // A personal link names the row; beside it, what it carries and the answers it brought.
    ['personal survey links and what they key', links],
  ] as const) {
    if (!store) continue;
    const ids = await store.entriesOf(row.table, row.rowId);
    if (apply && ids.length > 0) await store.deleteEntries(ids);
    log(
      apply
        ? `${ids.length} ${what} of ${row.table}/${row.rowId} deleted.`
        : `${ids.length} ${what} of ${row.table}/${row.rowId}. Nothing changed: run again with --apply to delete them.`,
    );
    total += ids.length;
  }
  return total;
}

/** 管理者 with the export right (always on for them). */
const ADMIN_ROLE = roleFields('admin', true);

/**
 * `npm run migrate-roles`: every member record without a 権限 becomes a 管理者 with the export
 * right, so nobody loses what they could do before roles existed (until then the rules read such
 * a record as a メンバー without the export right). Records with a role are left as they are, so
 * running it again changes nothing. Without `apply` it lists what it would change.
 */
export async function migrateRoles(
  members: Pick<AdminMembers, 'list' | 'setRole'>,
  log: (line: string) => void,
  apply: boolean,
): Promise<{ marked: number; kept: number }> {
  let marked = 0;
  let kept = 0;
  for (const doc of await members.list()) {
    if (isRole(doc.data.role)) {
      kept += 1;
      continue;
    }
    marked += 1;
    log(`${MEMBERS}/${doc.id} (${text(doc.data.name) || '(no name)'}): no 権限 -> 管理者`);
    if (apply) await members.setRole(doc.id, ADMIN_ROLE);
  }
  log(
    `${marked} record(s) without a 権限${apply ? ' made 管理者' : ' (run with --apply to change them)'}, ${kept} kept as they are.`,
  );
  return { marked, kept };
}
