import { describe, expect, test } from 'vitest';
import {
  createAdmin,
  isKept,
  migrateMembers,
  parseKeepList,
  purgeHistory,
  reviewMembers,
  stripStaffEmails,
  type AdminAccounts,
  type AdminMembers,
  migrateRoles,
  type CustomerHistory,
  type PublicDocs,
} from './admin-tasks';

const keepAll = () => true;

/** In-memory Auth accounts and `members` (+ private keys), typed like the ports. */
function fakeProject(members: Record<string, Record<string, unknown>> = {}) {
  const accounts = new Map<string, string>();
  const passwords = new Map<string, string>();
  const docs = new Map(Object.entries(members));
  const keys = new Map<string, string>();
  const accountsPort: AdminAccounts = {
    findUidByEmail: async (email) => accounts.get(email) ?? null,
    createAccount: async (email, password) => {
      const uid = `uid-${accounts.size + 1}`;
      accounts.set(email, uid);
      passwords.set(email, password);
      return uid;
    },
    passwordMatches: async (email, password) => passwords.get(email) === password,
    describe: async (uid) => {
      const email = [...accounts].find(([, id]) => id === uid)?.[0];
      return email === undefined
        ? null
        : {
            email,
            createdAt: '2024-01-01T00:00:00.000Z',
            lastSignInAt: null,
            emailVerified: false,
          };
    },
  };
  const membersPort: AdminMembers = {
    list: async () => [...docs].map(([id, data]) => ({ id, data: { ...data } })),
    exists: async (uid) => docs.has(uid),
    create: async (record) => {
      docs.set(record.uid, { ...record, createdAt: record.createdAt ?? 'server-time' });
    },
    setRole: async (id, fields) => {
      docs.set(id, { ...docs.get(id), ...fields });
    },
    privateKey: async (uid) => keys.get(uid) ?? null,
    setPrivateKey: async (uid, apiKey) => {
      keys.set(uid, apiKey);
    },
    removeChatworkField: async (id) => {
      const { chatworkApiKey: _removed, ...rest } = docs.get(id) ?? {};
      docs.set(id, rest);
    },
    remove: async (id) => {
      docs.delete(id);
    },
    removePrivate: async (uid) => {
      keys.delete(uid);
    },
  };
  return { accounts, passwords, docs, keys, accountsPort, membersPort };
}

test('create-admin makes the account and the member, and a second run changes nothing', async () => {
  const project = fakeProject();
  const log: string[] = [];
  const ports = { accounts: project.accountsPort, members: project.membersPort };
  const input = { email: 'admin@example.com', password: 'secret1', name: 'admin' };
  expect(await createAdmin(input, ports, (line) => log.push(line))).toEqual({
    uid: 'uid-1',
    accountCreated: true,
    memberCreated: true,
  });
  expect(project.docs.get('uid-1')).toEqual({
    uid: 'uid-1',
    name: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    canExport: true,
    createdAt: 'server-time',
  });
  expect(await createAdmin(input, ports, (line) => log.push(line))).toEqual({
    uid: 'uid-1',
    accountCreated: false,
    memberCreated: false,
  });
  expect(log.join('\n')).toMatch(
    /Created Auth account[\s\S]*already exists[\s\S]*nothing else changed/,
  );
});

test('create-admin on an existing account (e.g. a refused one) only adds the member, with its password', async () => {
  const project = fakeProject();
  project.accounts.set('old@example.com', 'old-uid');
  project.passwords.set('old@example.com', 'its-own-password');
  const result = await createAdmin(
    { email: 'old@example.com', password: 'its-own-password', name: 'ユーザー' },
    { accounts: project.accountsPort, members: project.membersPort },
    () => undefined,
  );
  expect(result).toEqual({ uid: 'old-uid', accountCreated: false, memberCreated: true });
});

test('create-admin on an existing member record without a role makes it 管理者', async () => {
  const project = fakeProject({ 'old-uid': { uid: 'old-uid', name: '旧', email: 'o@x' } });
  project.accounts.set('o@x', 'old-uid');
  project.passwords.set('o@x', 'its-own-password');
  await createAdmin(
    { email: 'o@x', password: 'its-own-password', name: '旧' },
    { accounts: project.accountsPort, members: project.membersPort },
    () => undefined,
  );
  expect(project.docs.get('old-uid')).toMatchObject({ name: '旧', role: 'admin', canExport: true });
});

test('migrate-roles: records without a 権限 become 管理者, the rest stay; dry run first; idempotent', async () => {
  const project = fakeProject({
    u1: { uid: 'u1', name: '旧', email: 'a@x' },
    u2: { uid: 'u2', name: '閲覧', email: 'b@x', role: 'viewer', canExport: false },
    u3: { uid: 'u3', name: '変', email: 'c@x', role: 'owner' },
  });
  const log: string[] = [];
  expect(await migrateRoles(project.membersPort, (line) => log.push(line), false)).toEqual({
    marked: 2,
    kept: 1,
  });
  expect(project.docs.get('u1')).not.toHaveProperty('role');
  await migrateRoles(project.membersPort, (line) => log.push(line), true);
  expect(project.docs.get('u1')).toMatchObject({ role: 'admin', canExport: true });
  expect(project.docs.get('u3')).toMatchObject({ role: 'admin', canExport: true });
  expect(project.docs.get('u2')).toMatchObject({ role: 'viewer', canExport: false });
  expect(await migrateRoles(project.membersPort, () => undefined, true)).toEqual({
    marked: 0,
    kept: 3,
  });
});

test('create-admin refuses an existing account whose password it was not given: nothing changes', async () => {
  const project = fakeProject();
  // Someone registered the future administrator's address first (open sign-up).
  project.accounts.set('boss@example.com', 'squatter-uid');
  project.passwords.set('boss@example.com', 'squatters-password');
  await expect(
    createAdmin(
      { email: 'boss@example.com', password: 'what-the-admin-typed', name: 'boss' },
      { accounts: project.accountsPort, members: project.membersPort },
      () => undefined,
    ),
  ).rejects.toThrow(/not its password: nothing changed/);
  expect(project.docs.has('squatter-uid')).toBe(false);
});

test('migrate re-keys legacy records, moves keys to private, deletes the old ones; then idempotent', async () => {
  const createdAt = new Date('2025-04-01T00:00:00Z');
  const project = fakeProject({
    'random-1': {
      uid: 'u1',
      name: '佐藤',
      email: 's@example.com',
      chatworkApiKey: 'k1',
      createdAt,
    },
    u2: { uid: 'u2', name: '田中', email: 't@example.com', chatworkApiKey: 'k2' },
    u3: { uid: 'u3', name: '鈴木', email: 'x@example.com' },
    'random-3': { uid: 'u3', name: '鈴木（旧）', email: 'old@example.com', chatworkApiKey: 'k3' },
    orphan: { name: 'uid なし' },
  });
  const log: string[] = [];
  const summary = await migrateMembers(project.membersPort, (line) => log.push(line), keepAll);
  expect(summary).toEqual({
    rekeyed: 1,
    mergedIntoExisting: 1,
    keysMoved: 3,
    skipped: 1,
    removed: 0,
  });
  expect([...project.docs.keys()].sort()).toEqual(['orphan', 'u1', 'u2', 'u3']);
  expect(project.docs.get('u1')).toEqual({
    uid: 'u1',
    name: '佐藤',
    email: 's@example.com',
    role: 'admin',
    canExport: true,
    createdAt,
  });
  expect(project.docs.get('u2')).not.toHaveProperty('chatworkApiKey');
  expect(project.docs.get('u3')?.name).toBe('鈴木');
  expect(Object.fromEntries(project.keys)).toEqual({ u1: 'k1', u2: 'k2', u3: 'k3' });
  expect(log.at(-1)).toMatch(/^Done: 1 re-keyed/);

  const again: string[] = [];
  expect(await migrateMembers(project.membersPort, (line) => again.push(line), keepAll)).toEqual({
    rekeyed: 0,
    mergedIntoExisting: 0,
    keysMoved: 0,
    skipped: 1,
    removed: 0,
  });
  expect(again.filter((line) => line.startsWith('  '))).toEqual([]);
});

test('migrate keeps a key already in the private document', async () => {
  const project = fakeProject({
    u1: { uid: 'u1', name: 'a', email: 'a@x', chatworkApiKey: 'old' },
  });
  project.keys.set('u1', 'newer');
  const summary = await migrateMembers(project.membersPort, () => undefined, keepAll);
  expect(summary.keysMoved).toBe(0);
  expect(project.keys.get('u1')).toBe('newer');
  expect(project.docs.get('u1')).not.toHaveProperty('chatworkApiKey');
});

test('nothing to migrate says so', async () => {
  const project = fakeProject({ u1: { uid: 'u1', name: 'a', email: 'a@x' } });
  const log: string[] = [];
  await migrateMembers(project.membersPort, (line) => log.push(line), keepAll);
  expect(log).toEqual([
    'Nothing to migrate: every member is keyed by uid and holds no Chatwork key.',
  ]);
});

test('the keep list: e-mails (any case) or uids, one per line; blank lines and # comments ignored', () => {
  const keep = parseKeepList('# staff to keep\nSato@Example.com\r\n\n  u9  \n');
  expect([...keep].sort()).toEqual(['sato@example.com', 'u9']);
  expect(isKept(keep, { uid: 'x', email: ' SATO@example.com ' })).toBe(true);
  expect(isKept(keep, { uid: 'u9', email: '' })).toBe(true);
  expect(isKept(keep, { uid: 'u1', email: 'other@example.com' })).toBe(false);
});

test('migrate keeps only the listed members: the others lose their record and private key', async () => {
  const project = fakeProject({
    u1: { uid: 'u1', name: '残す', email: 'keep@example.com' },
    u2: { uid: 'u2', name: '外す', email: 'drop@example.com' },
    'old-id': { uid: 'u3', name: '旧', email: 'old@example.com', chatworkApiKey: 'k3' },
  });
  project.keys.set('u2', 'token-of-u2');
  const keep = parseKeepList('keep@example.com\n');
  const log: string[] = [];
  const summary = await migrateMembers(
    project.membersPort,
    (line) => log.push(line),
    (record) => isKept(keep, record),
  );
  expect(summary).toMatchObject({ removed: 2, rekeyed: 0, keysMoved: 0 });
  expect([...project.docs.keys()]).toEqual(['u1']);
  expect(project.keys.has('u2')).toBe(false);
  expect(log.join('\n')).toMatch(/members\/u2: not on the keep list/);
});

test('the review lists every record with what Auth knows of its account', async () => {
  const project = fakeProject({
    u1: { uid: 'u1', name: '佐藤', email: 's@example.com' },
    legacy: { uid: 'ghost', name: '幽霊', email: 'g@example.com' },
  });
  project.accounts.set('s@example.com', 'u1');
  const log: string[] = [];
  await reviewMembers(project.membersPort, project.accountsPort, (line) => log.push(line));
  expect(log).toEqual([
    '2 member records:',
    '  members/u1: uid u1, 佐藤 <s@example.com>; account created 2024-01-01T00:00:00.000Z, last sign-in never, e-mail NOT verified',
    '  members/legacy: uid ghost, 幽霊 <g@example.com>; no Auth account',
  ]);
});

describe('migrate-public-docs', () => {
  function fakeDocs(initial: Record<string, Record<string, string[]>>) {
    const state = structuredClone(initial);
    const removed: [string, string[], string[]][] = [];
    const docs: PublicDocs = {
      list: async (collection) =>
        Object.entries(state[collection] ?? {}).map(([id, fields]) => ({ id, fields })),
      removeFields: async (collection, ids, fields) => {
        removed.push([collection, [...ids], [...fields]]);
        for (const id of ids)
          state[collection]![id] = state[collection]![id]!.filter((f) => !fields.includes(f));
      },
    };
    return { docs, removed, state };
  }
  const initial = {
    surveys: { s1: ['title', 'createdByEmail'], s2: ['title'] },
    promotions: { p1: ['title', 'lastEditedByEmail', 'createdByEmail'] },
  };

  test('without --apply it lists what carries staff e-mails and changes nothing', async () => {
    const { docs, removed } = fakeDocs(initial);
    const lines: string[] = [];
    expect(await stripStaffEmails(docs, (l) => lines.push(l), false)).toEqual({
      checked: 3,
      carrying: 2,
    });
    expect(removed).toEqual([]);
    expect(lines).toContain('surveys/s1: createdByEmail');
    expect(lines).toContain('promotions/p1: createdByEmail, lastEditedByEmail');
  });

  test('with --apply it removes both fields from those documents only; a second run finds none', async () => {
    const { docs, removed } = fakeDocs(initial);
    await stripStaffEmails(docs, () => {}, true);
    expect(removed).toEqual([
      ['surveys', ['s1'], ['createdByEmail', 'lastEditedByEmail']],
      ['promotions', ['p1'], ['createdByEmail', 'lastEditedByEmail']],
    ]);
    expect((await stripStaffEmails(docs, () => {}, true)).carrying).toBe(0);
  });
});

describe('purgeHistory', () => {
  function fakeHistory() {
    const entries = new Map([
      ['e1', 'sa_list/r1'],
      ['e2', 'sa_list/r1'],
      ['e3', 'ob_list/r1'],
    ]);
    const history: CustomerHistory = {
      entriesOf: async (table, rowId) =>
        [...entries].filter(([, of]) => of === `${table}/${rowId}`).map(([id]) => id),
      deleteEntries: async (ids) => {
        for (const id of ids) entries.delete(id);
      },
    };
    return { history, entries };
  }

  test('without apply it counts; with apply it deletes that row’s entries only', async () => {
    const { history, entries } = fakeHistory();
    const lines: string[] = [];
    expect(
      await purgeHistory(history, { table: 'sa_list', rowId: 'r1' }, (l) => lines.push(l), false),
    ).toBe(2);
    expect(entries.size).toBe(3);
    expect(lines.at(-1)).toContain('--apply');
    expect(await purgeHistory(history, { table: 'sa_list', rowId: 'r1' }, () => {}, true)).toBe(2);
    expect([...entries.keys()]).toEqual(['e3']);
    expect(await purgeHistory(history, { table: 'sa_list', rowId: 'r1' }, () => {}, true)).toBe(0);
  });

  test("the row's comments and their inbox copies go with its history", async () => {
    const { history } = fakeHistory();
    const { history: comments, entries } = fakeHistory();
    const { history: copies, entries: copyEntries } = fakeHistory();
    const { history: merges, entries: mergeEntries } = fakeHistory();
    const lines: string[] = [];
    expect(
      await purgeHistory(
        history,
        { table: 'sa_list', rowId: 'r1' },
        (l) => lines.push(l),
        true,
        comments,
        copies,
        merges,
      ),
    ).toBe(8);
    expect([...mergeEntries.keys()]).toEqual(['e3']);
    expect(lines).toEqual([
      '2 history entries of sa_list/r1 deleted.',
      '2 comments of sa_list/r1 deleted.',
      "2 comments' copies in members' inboxes of sa_list/r1 deleted.",
      '2 merge records of sa_list/r1 deleted.',
    ]);
    expect([...entries.keys()]).toEqual(['e3']);
    expect([...copyEntries.keys()]).toEqual(['e3']);
  });

  test('a table that has no history or a row id that is not a document id is refused', async () => {
    const { history, entries } = fakeHistory();
    await expect(
      purgeHistory(history, { table: 'members', rowId: 'r1' }, () => {}, true),
    ).rejects.toThrow('--table');
    await expect(
      purgeHistory(history, { table: 'sa_list', rowId: '' }, () => {}, true),
    ).rejects.toThrow('--row');
    await expect(
      purgeHistory(history, { table: 'sa_list', rowId: 'a/b' }, () => {}, true),
    ).rejects.toThrow('--row');
    expect(entries.size).toBe(3);
  });
});
