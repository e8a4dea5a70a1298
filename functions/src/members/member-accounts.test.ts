import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { CALLABLE_REASONS } from '../shared/contracts/callable-reasons.js';
import {
  AccountError,
  addMember,
  changeMemberPassword,
  memberAccountMessages,
  PROOF_MAX_AGE_SECONDS,
  reAddMember,
  setMemberRole,
  type MemberAccountsDeps,
  type NewMemberRecord,
  type ProvenSignIn,
} from './member-accounts.js';

const NOW_MS = Date.UTC(2026, 10, 25, 9, 0, 0);
const NOW_S = NOW_MS / 1000;

/**
 * An Auth project and a `members` collection in memory, typed like the ports: accounts by
 * e-mail, proofs by token (what verifyIdToken would decode), member records by uid.
 */
function fakeProject(options: {
  staff?: string[];
  accounts?: Record<string, { uid: string; password: string }>;
  proofs?: Record<string, ProvenSignIn>;
  failMemberWrite?: boolean;
}) {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  // `staff`: the administrators (管理者) the project starts with.
  const members = new Map<string, NewMemberRecord>(
    (options.staff ?? []).map((uid) => [
      uid,
      { uid, name: uid, email: `${uid}@example.com`, role: 'admin', canExport: true },
    ]),
  );
  const calls: string[] = [];
  const audits: string[] = [];
  const deps: MemberAccountsDeps = {
    isAdmin: async (uid) => members.get(uid)?.role === 'admin',
    audit: async (entry) => {
      audits.push(`${entry.action} by ${entry.actorUid}: ${entry.target} ${entry.detail ?? ''}`);
    },
    now: () => NOW_MS,
    accounts: {
      async create(email, password) {
        calls.push(`create ${email}`);
        if (!email.includes('@')) throw new AccountError('invalid-email');
        if (accounts.has(email)) throw new AccountError('email-in-use');
        const uid = `uid-${accounts.size + 1}`;
        accounts.set(email, { uid, password });
        return uid;
      },
      async verifyProof(token) {
        const proof = options.proofs?.[token];
        if (!proof) throw new AccountError('invalid-proof');
        return proof;
      },
      async setPassword(uid, password) {
        calls.push(`password ${uid} ${password}`);
        for (const [email, account] of accounts)
          if (account.uid === uid) accounts.set(email, { uid, password });
      },
    },
    members: {
      exists: async (uid) => members.has(uid),
      async create(record) {
        if (options.failMemberWrite) throw new Error('firestore unavailable');
        calls.push(`member ${record.uid} ${record.name} ${record.email}`);
        members.set(record.uid, record);
      },
      async setRole(uid, fields) {
        const member = members.get(uid);
        if (!member) return 'not-found';
        const otherAdmin = [...members.values()].some(
          (other) => other.uid !== uid && other.role === 'admin',
        );
        if (member.role === 'admin' && fields.role !== 'admin' && !otherAdmin) return 'last-admin';
        members.set(uid, { ...member, ...fields });
        return { name: member.name, before: member.role };
      },
    },
  };
  return { deps, accounts, members, calls, audits };
}

const asStaff = (data: unknown) => ({ auth: { uid: 'staff-1' }, data });

const rejectsWith = (promise: Promise<unknown>, code: string, reason?: string) =>
  assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof CallableError, String(error));
    assert.equal(error.code, code);
    assert.equal(error.details?.reason, reason);
    return true;
  });

const passwordSignIn = (uid: string, email: string, secondsAgo = 10): ProvenSignIn => ({
  uid,
  email,
  signInProvider: 'password',
  authTime: NOW_S - secondsAgo,
});

test('addMember: staff create the account and members/{uid} with trimmed name and e-mail', async () => {
  const project = fakeProject({ staff: ['staff-1'] });
  const result = await addMember(
    asStaff({ name: ' 佐藤 ', email: ' sato@example.com ', password: 'secret1' }),
    project.deps,
  );
  assert.deepEqual(result, { uid: 'uid-1' });
  assert.deepEqual(project.members.get('uid-1'), {
    uid: 'uid-1',
    name: '佐藤',
    email: 'sato@example.com',
    role: 'member',
    canExport: false,
  });
  assert.equal(project.accounts.get('sato@example.com')?.password, 'secret1');
  assert.deepEqual(project.audits, ['memberAdded by staff-1: 佐藤 メンバー']);
});

test('addMember: the role chosen is stored; an administrator always has the export right', async () => {
  const project = fakeProject({ staff: ['staff-1'] });
  await addMember(
    asStaff({
      name: '閲覧',
      email: 'v@example.com',
      password: 'secret1',
      role: 'viewer',
      canExport: true,
    }),
    project.deps,
  );
  await addMember(
    asStaff({ name: '管理', email: 'a@example.com', password: 'secret1', role: 'admin' }),
    project.deps,
  );
  assert.deepEqual(
    [...project.members.values()].slice(1).map((m) => [m.name, m.role, m.canExport]),
    [
      ['閲覧', 'viewer', false],
      ['管理', 'admin', true],
    ],
  );
  await rejectsWith(
    addMember(
      asStaff({ name: 'x', email: 'x@example.com', password: 'secret1', role: 'owner' }),
      project.deps,
    ),
    'invalid-argument',
  );
});

test('setMemberRole: administrators only; the last 管理者 is kept; each change is audited', async () => {
  const project = fakeProject({ staff: ['staff-1'] });
  await addMember(
    asStaff({ name: '佐藤', email: 's@example.com', password: 'secret1' }),
    project.deps,
  );
  await setMemberRole(asStaff({ uid: 'uid-1', role: 'viewer', canExport: false }), project.deps);
  assert.equal(project.members.get('uid-1')?.role, 'viewer');
  // A 閲覧のみ or メンバー cannot change roles, their own included.
  await rejectsWith(
    setMemberRole(
      { auth: { uid: 'uid-1' }, data: { uid: 'uid-1', role: 'admin', canExport: true } },
      project.deps,
    ),
    'permission-denied',
  );
  await rejectsWith(
    setMemberRole(asStaff({ uid: 'staff-1', role: 'member', canExport: true }), project.deps),
    'failed-precondition',
    CALLABLE_REASONS.lastAdmin,
  );
  await rejectsWith(
    setMemberRole(asStaff({ uid: 'nobody', role: 'member', canExport: true }), project.deps),
    'not-found',
  );
  await rejectsWith(
    setMemberRole(asStaff({ uid: 'uid-1', role: 'member' }), project.deps),
    'invalid-argument',
  );
  // With a second administrator, the first may step down.
  await setMemberRole(asStaff({ uid: 'uid-1', role: 'admin', canExport: false }), project.deps);
  await setMemberRole(asStaff({ uid: 'staff-1', role: 'member', canExport: true }), project.deps);
  assert.equal(project.members.get('staff-1')?.role, 'member');
  assert.deepEqual(project.audits.slice(1), [
    'roleChanged by staff-1: 佐藤 メンバー → 閲覧のみ',
    'roleChanged by staff-1: 佐藤 閲覧のみ → 管理者',
    'roleChanged by staff-1: staff-1 管理者 → メンバー（エクスポート・インポート可）',
  ]);
});

test('every callable refuses a caller who is not staff, and a signed-out one, before any change', async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    accounts: { 'old@example.com': { uid: 'old', password: 'old-pass1' } },
    proofs: { good: passwordSignIn('old', 'old@example.com') },
  });
  const payloads = {
    add: { name: 'x', email: 'x@example.com', password: 'secret1' },
    reAdd: { name: 'x', email: 'old@example.com', proof: 'good' },
    change: { uid: 'old', proof: 'good', newPassword: 'changed1' },
  };
  for (const auth of [{ uid: 'stranger' }, undefined]) {
    await rejectsWith(addMember({ auth, data: payloads.add }, project.deps), 'permission-denied');
    await rejectsWith(
      reAddMember({ auth, data: payloads.reAdd }, project.deps),
      'permission-denied',
    );
    await rejectsWith(
      changeMemberPassword({ auth, data: payloads.change }, project.deps),
      'permission-denied',
    );
  }
  assert.deepEqual(project.calls, []);
  assert.equal(project.members.has('old'), false);
});

test('addMember: a used e-mail, a bad e-mail and a weak password come back as reasons', async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    accounts: { 'old@example.com': { uid: 'old', password: 'old-pass1' } },
  });
  await rejectsWith(
    addMember(asStaff({ name: 'a', email: 'old@example.com', password: 'secret1' }), project.deps),
    'already-exists',
    CALLABLE_REASONS.emailInUse,
  );
  await rejectsWith(
    addMember(asStaff({ name: 'a', email: 'not-an-email', password: 'secret1' }), project.deps),
    'invalid-argument',
    CALLABLE_REASONS.invalidEmail,
  );
  await rejectsWith(
    addMember(asStaff({ name: 'a', email: 'new@example.com', password: '12345' }), project.deps),
    'invalid-argument',
    CALLABLE_REASONS.weakPassword,
  );
  assert.equal(project.accounts.has('new@example.com'), false);
  assert.equal(project.members.has('old'), false);
});

test('a payload without its fields, or with blank ones, is invalid-argument and changes nothing', async () => {
  const project = fakeProject({ staff: ['staff-1'] });
  for (const data of [
    null,
    'x',
    {},
    { name: 'a', email: 'a@example.com' },
    { name: '　', email: 'a@example.com', password: 'secret1' },
    { name: 'a', email: ' ', password: 'secret1' },
    { name: 'a', email: 'a@example.com', password: 123456 },
  ]) {
    await assert.rejects(addMember(asStaff(data), project.deps), (error: unknown) => {
      assert.ok(error instanceof CallableError);
      assert.equal(error.code, 'invalid-argument');
      assert.equal(error.message, memberAccountMessages.invalidRequest);
      return true;
    });
  }
  assert.deepEqual(project.calls, []);
});

test('an account made before a failed record write is re-added the next time', async () => {
  const first = fakeProject({ staff: ['staff-1'], failMemberWrite: true });
  await assert.rejects(
    addMember(asStaff({ name: '佐藤', email: 's@example.com', password: 'secret1' }), first.deps),
    /firestore unavailable/,
  );
  const uid = first.accounts.get('s@example.com')?.uid ?? '';
  const second = fakeProject({
    staff: ['staff-1'],
    accounts: { 's@example.com': { uid, password: 'secret1' } },
    proofs: { fresh: passwordSignIn(uid, 's@example.com') },
  });
  await rejectsWith(
    addMember(asStaff({ name: '佐藤', email: 's@example.com', password: 'secret1' }), second.deps),
    'already-exists',
    CALLABLE_REASONS.emailInUse,
  );
  assert.deepEqual(
    await reAddMember(
      asStaff({ name: '佐藤', email: 's@example.com', proof: 'fresh' }),
      second.deps,
    ),
    { uid, outcome: 're-added' },
  );
  assert.equal(second.members.get(uid)?.name, '佐藤');
});

test('reAddMember: a fresh password sign-in re-adds the account; a second time it is already a member', async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    proofs: { fresh: passwordSignIn('old', 'Old@Example.com') },
  });
  const data = { name: ' 旧メンバー ', email: 'old@example.com ', proof: 'fresh' };
  assert.deepEqual(await reAddMember(asStaff(data), project.deps), {
    uid: 'old',
    outcome: 're-added',
  });
  assert.deepEqual(project.members.get('old'), {
    uid: 'old',
    name: '旧メンバー',
    email: 'old@example.com',
    role: 'member',
    canExport: false,
  });
  assert.deepEqual(await reAddMember(asStaff(data), project.deps), {
    uid: 'old',
    outcome: 'already-member',
  });
  assert.equal(project.calls.filter((call) => call.startsWith('member old')).length, 1);
});

test('reAddMember refuses a proof that is forged, stale, not a password sign-in, or of another e-mail', async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    proofs: {
      stale: passwordSignIn('old', 'old@example.com', PROOF_MAX_AGE_SECONDS + 1),
      google: { ...passwordSignIn('old', 'old@example.com'), signInProvider: 'google.com' },
      other: passwordSignIn('someone', 'someone@example.com'),
      'just-in-time': passwordSignIn('old', 'old@example.com', PROOF_MAX_AGE_SECONDS),
    },
  });
  for (const proof of ['forged', '', 'stale', 'google', 'other'])
    await rejectsWith(
      reAddMember(asStaff({ name: 'a', email: 'old@example.com', proof }), project.deps),
      'permission-denied',
      CALLABLE_REASONS.invalidProof,
    );
  assert.equal(project.members.has('old'), false);
  assert.equal(project.members.has('someone'), false);
  assert.equal(
    (
      await reAddMember(
        asStaff({ name: 'a', email: 'old@example.com', proof: 'just-in-time' }),
        project.deps,
      )
    ).outcome,
    're-added',
  );
});

test('changeMemberPassword: the proven account gets the new password', async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    accounts: { 'kato@example.com': { uid: 'kato', password: 'current1' } },
    proofs: { fresh: passwordSignIn('kato', 'kato@example.com') },
  });
  assert.deepEqual(
    await changeMemberPassword(
      asStaff({ uid: 'kato', proof: 'fresh', newPassword: 'changed1' }),
      project.deps,
    ),
    { changed: true },
  );
  assert.equal(project.accounts.get('kato@example.com')?.password, 'changed1');
});

test("changeMemberPassword refuses another account's proof, a stale one and a weak password", async () => {
  const project = fakeProject({
    staff: ['staff-1'],
    accounts: { 'kato@example.com': { uid: 'kato', password: 'current1' } },
    proofs: {
      mine: passwordSignIn('staff-1', 'staff-1@example.com'),
      stale: passwordSignIn('kato', 'kato@example.com', PROOF_MAX_AGE_SECONDS + 60),
      fresh: passwordSignIn('kato', 'kato@example.com'),
    },
  });
  for (const proof of ['mine', 'stale', 'forged'])
    await rejectsWith(
      changeMemberPassword(asStaff({ uid: 'kato', proof, newPassword: 'changed1' }), project.deps),
      'permission-denied',
      CALLABLE_REASONS.invalidProof,
    );
  await rejectsWith(
    changeMemberPassword(
      asStaff({ uid: 'kato', proof: 'fresh', newPassword: '123' }),
      project.deps,
    ),
    'invalid-argument',
    CALLABLE_REASONS.weakPassword,
  );
  assert.equal(project.accounts.get('kato@example.com')?.password, 'current1');
  assert.deepEqual(project.calls, []);
});
