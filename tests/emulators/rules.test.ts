import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SAMPLE_REMINDER_FIELDS } from '../../src/test/reminder-rule-fixture';
import { TOP_LEVEL_COLLECTIONS } from '../../src/contracts/collections';
import { REFERENCE_ROWS_PER_BATCH } from '../../src/contracts/customer-schema';
import { LINK_VALUE_SOURCES } from '../../src/contracts/survey-link-values';
import { responseGateId } from '../../src/contracts/survey-collections';
import { VIEW_STATE_MAX_CHARS } from '../../src/features/customers/views/model/view';
import { linkOutcomes, splitLinkRules } from '../../src/features/surveys/model/link-rules';
import { emulatorHost } from './emulator-env';

/**
 * firestore.rules, role by role: anonymous visitor, signed-in account without a member record,
 * deleted member (their record was removed), and staff by 権限: 管理者, メンバー, 閲覧のみ. First
 * the whole matrix — every collection x role x {get, list, create, update, delete}, each cell
 * asserted allowed or denied, each staff role acting on its own documents where a document is
 * someone's — then the finer rules (member shapes, self-delete, own record, private keys,
 * responses).
 */
let env: RulesTestEnvironment;

const STAFF = 'staff-uid';
const LIVE_SURVEY = splitLinkRules([
  { id: 'q1', type: 'text' },
  {
    id: 'q2',
    type: 'text',
    showIf: {
      match: 'all',
      conditions: [
        { source: { kind: 'link', key: 'ob.progress' }, op: 'is', values: ['納品済み'] },
      ],
    },
  },
]);
const responseLink = () => ({
  surveyId: 'survey-live',
  customerToken: 'AbCdEfGhIjKlMnOpQrSt',
  submittedAt: new Date('2026-11-24T00:00:00Z'),
});
const OTHER_STAFF = 'other-staff-uid';
/** Staff by 権限: STAFF is a 管理者; these two a メンバー and a 閲覧のみ (OTHER_STAFF: a メンバー). */
const EDITOR = 'editor-uid';
const VIEWER = 'viewer-uid';
const NEWCOMER = 'newcomer-uid';
const DELETED = 'deleted-uid';

/** A pair marked 「重複ではない」, as the app writes it (duplicate-dismissals.ts). */
const dismissalOf = (by: string, at: unknown, a: string, b: string, table = 'sa_list') => ({
  table,
  a,
  b,
  by,
  at,
});
const asAnonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const asNewcomer = () =>
  env
    .authenticatedContext(NEWCOMER, { email: 'new@example.com' })
    .firestore() as unknown as Firestore;
const asDeleted = () =>
  env
    .authenticatedContext(DELETED, { email: 'deleted@example.com' })
    .firestore() as unknown as Firestore;
const asStaff = () =>
  env
    .authenticatedContext(STAFF, { email: 'staff@example.com' })
    .firestore() as unknown as Firestore;
const asOtherStaff = () =>
  env
    .authenticatedContext(OTHER_STAFF, { email: 'other@example.com' })
    .firestore() as unknown as Firestore;
const asEditor = () =>
  env
    .authenticatedContext(EDITOR, { email: 'editor@example.com' })
    .firestore() as unknown as Firestore;
const asViewer = () =>
  env
    .authenticatedContext(VIEWER, { email: 'viewer@example.com' })
    .firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: {
      ...emulatorHost('FIRESTORE_EMULATOR_HOST'),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
});

/**
 * Whether the database still holds the fixture exactly: a test that only read, or whose writes
 * the rules refused, marks it so (`keepsFixture`, called once its assertions passed), and the
 * next test starts without clearing and seeding again. Most of the matrix is such tests, and
 * seeding before each of the 800-odd tests was most of the suite's time.
 */
let fixtureIntact = false;
const keepsFixture = () => {
  fixtureIntact = true;
};

beforeEach(async () => {
  if (fixtureIntact) {
    // Until this test says otherwise, it may change what the next one finds.
    fixtureIntact = false;
    return;
  }
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    // One commit for the whole fixture: 800-odd tests each start from it.
    const batch = writeBatch(db);
    const put = (ref: DocumentReference, data: DocumentData) => batch.set(ref, data);
    for (const [uid, name, role] of [
      [STAFF, 'staff', 'admin'],
      [OTHER_STAFF, 'other', 'member'],
      [EDITOR, 'editor', 'member'],
      [VIEWER, 'viewer', 'viewer'],
      [DELETED, 'deleted', null],
    ] as const) {
      // The deleted member: their record is gone, their account (and private leftovers) remain.
      if (uid !== DELETED)
        put(doc(db, 'members', uid), {
          uid,
          name,
          email: `${name}@example.com`,
          role,
          canExport: role === 'admin',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        });
      put(doc(db, 'members', uid, 'private', 'chatwork'), {
        apiKey: `key-of-${name}`,
        updatedAt: new Date(),
      });
      put(doc(db, 'members', uid, 'private', 'secretFlags'), { chatwork: true });
    }
    put(doc(db, 'members', 'legacy-id'), {
      uid: NEWCOMER,
      name: '旧レコード',
      email: 'new@example.com',
    });
    put(doc(db, 'sa_list', 'c1'), { clientName: '株式会社テスト' });
    put(doc(db, 'ob_list', 'o1'), { clientName: '株式会社OB' });
    put(doc(db, 'deal_list', 'd1'), { clientName: '年間契約', customerId: 'c1', amount: '100' });
    put(doc(db, 'dealGoals', '2026-12'), { goals: { 山本: 1000000 } });
    put(doc(db, 'dropdown_options', 'oemList'), { options: [] });
    put(doc(db, 'customer_history', 'h1'), historyEntry());
    put(doc(db, 'surveyLinks', LINK_TOKEN), {
      surveyId: 'survey-live',
      table: 'ob_list',
      rowId: 'o1',
      clientName: '株式会社OB',
      createdAt: new Date(),
      createdBy: STAFF,
    });
    put(doc(db, 'customerComments', 'cm-mine'), commentOf(STAFF));
    put(doc(db, 'customerContacts', 'ct1'), { ...contactOf(STAFF), updatedAt: new Date() });
    put(doc(db, 'customerActivities', 'act-mine'), { ...activityOf(STAFF), createdAt: new Date() });
    put(doc(db, 'customerComments', 'cm-theirs'), commentOf(OTHER_STAFF));
    put(doc(db, 'customerFollows', `sa_list_c1_${STAFF}`), followOf(STAFF, new Date()));
    put(
      doc(db, 'duplicateDismissals', 'sa_list_a1_b1'),
      dismissalOf(STAFF, new Date(), 'a1', 'b1'),
    );
    put(doc(db, 'customerFollows', `sa_list_c1_${OTHER_STAFF}`), followOf(OTHER_STAFF, new Date()));
    // What each staff role owns, for the matrix's cells on one's own documents.
    for (const uid of [EDITOR, VIEWER]) {
      put(doc(db, 'customerFollows', `sa_list_c1_${uid}`), followOf(uid, new Date()));
      put(doc(db, 'customerComments', `cm-of-${uid}`), commentOf(uid));
      put(doc(db, 'customerActivities', `act-of-${uid}`), {
        ...activityOf(uid),
        createdAt: new Date(),
      });
      put(doc(db, 'presence', `${uid}_tab1`), presenceOf(uid));
      put(doc(db, 'customerViews', `view-of-${uid}`), seededView(uid, false));
      put(doc(db, 'assigneeNames', `name-of-${uid}`), { uid, claimedAt: new Date() });
      put(doc(db, 'reminderRules', `rule-of-${uid}`), {
        ...SAMPLE_REMINDER_FIELDS,
        createdBy: uid,
        createdAt: new Date('2026-11-20T00:00:00Z'),
      });
      put(doc(db, 'members', uid, 'mentions', '77-1'), {
        roomId: 77,
        messageId: '1',
        body: '[To:7]確認お願いします',
        state: 'unread',
      });
    }
    put(doc(db, 'trash', 'sa_list_t1'), {
      collection: 'sa_list',
      id: 't1',
      title: '株式会社ゴミ箱',
      deletedAt: new Date(),
      deletedBy: STAFF,
      data: { clientName: '株式会社ゴミ箱' },
    });
    put(doc(db, 'auditLog', 'a1'), {
      action: 'export',
      actorUid: STAFF,
      actorName: 'staff',
      target: 'sa_list',
      count: 3,
      detail: '',
      at: new Date(),
      expireAt: new Date(Date.now() + 3_600_000),
    });
    // The published survey with a question shown on the link customer's 進捗, stored as the
    // builder stores it (link-rules.ts), and what its customer's link carries.
    put(doc(db, 'surveyLinkValues', LINK_TOKEN), {
      surveyId: 'survey-live',
      values: linkOutcomes(LIVE_SURVEY.rules, { 'ob.progress': '納品済み' }),
    });
    put(doc(db, 'surveyLinkRules', 'survey-live'), { rules: LIVE_SURVEY.rules });
    put(doc(db, 'presence', `${STAFF}_tab1`), presenceOf(STAFF));
    put(doc(db, 'presence', `${OTHER_STAFF}_tab1`), presenceOf(OTHER_STAFF));
    put(doc(db, 'unnamed_collection', 'x'), { secret: true });
    const promotions = [
      ['promo-draft', 'draft'],
      ['promo-live', 'published'],
      ['promo-closed', 'closed'],
    ] as const;
    for (const [id, status] of promotions) {
      put(doc(db, 'promotions', id), { title: id, html: '<p>x</p>', status });
    }
    for (const [id, status] of [
      ['survey-live', 'published'],
      ['survey-draft', 'draft'],
      ['survey-closed', 'closed'],
    ] as const) {
      put(doc(db, 'surveys', id), {
        title: id,
        status,
        fields: id === 'survey-live' ? LIVE_SURVEY.fields : [],
      });
    }
    // Answer keys must be among fieldIds.
    put(doc(db, 'surveys', 'survey-keyed'), {
      title: 'keyed',
      status: 'published',
      fields: [],
      fieldIds: ['f1', 'f2'],
      isArchived: false,
    });
    put(doc(db, 'surveys', 'survey-archived'), {
      title: 'archived',
      status: 'published',
      fields: [],
      fieldIds: ['f1', 'f2'],
      isArchived: true,
    });
    put(doc(db, 'responseLinks', 'r1'), responseLink());
    put(doc(db, 'responses', 'r1'), {
      surveyId: 'survey-live',
      answers: { f1: 'A' },
      submittedAt: new Date(),
    });
    put(doc(db, 'surveyResponses', 'legacy1'), {
      surveyId: 'survey-live',
      responses: [{ fieldId: 'f1', value: 'B' }],
    });
    put(doc(db, 'surveyStats', 'survey-live'), { responseCount: 1, fields: {} });
    put(doc(db, 'surveySummaries', 'survey-live'), { q1: { summary: '下書き' } });
    put(doc(db, 'surveyNotifications', 'r1'), {
      surveyId: 'survey-live',
      status: 'failed',
      reason: 'x',
    });
    // Closing by date or count: past its time / at its limit while still published.
    put(doc(db, 'surveys', 'survey-past'), {
      title: 'past',
      status: 'published',
      fields: [],
      closesAt: new Date(Date.now() - 60_000),
    });
    put(doc(db, 'surveys', 'survey-future'), {
      title: 'future',
      status: 'published',
      fields: [],
      closesAt: new Date(Date.now() + 3_600_000),
      maxResponses: 5,
      responseCount: 4,
    });
    put(doc(db, 'surveys', 'survey-full'), {
      title: 'full',
      status: 'published',
      fields: [],
      maxResponses: 5,
      responseCount: 5,
    });
    // 回答数の上限 3, two answers taken so far.
    put(doc(db, 'surveys', 'survey-limited'), {
      title: 'limited',
      status: 'published',
      fields: [],
      maxResponses: 3,
      responseCount: 2,
    });
    put(doc(db, 'surveyAnswerSlots', 'survey-limited'), { count: 2 });
    put(doc(db, 'responseGates', 'survey-live_A'), { responseId: 'AbCdEfGhIjKlMnOpQr04' });
    put(doc(db, 'surveyAnswerSlotClaims', 'survey-limited'), {
      responseId: 'AbCdEfGhIjKlMnOpQr02',
    });
    // One answer per personal link: LINK_TOKEN already brought response r1.
    put(doc(db, 'surveys', 'survey-once'), {
      title: 'once',
      status: 'published',
      fields: [],
      oneAnswerPerLink: true,
    });
    put(doc(db, 'surveyLinkAnswers', LINK_TOKEN), {
      surveyId: 'survey-once',
      responseId: 'r1',
      at: new Date(),
    });
    put(doc(db, 'surveySettings', 'common'), { footerText: 'footer' });
    put(doc(db, 'surveySettings', 'internal'), { note: 'staff only' });
    // Saved views: a shared one and each member's personal one.
    put(doc(db, 'customerViews', 'view-shared'), seededView(OTHER_STAFF, true));
    put(doc(db, 'customerViews', 'view-mine'), seededView(STAFF, false));
    put(doc(db, 'customerViews', 'view-theirs'), seededView(OTHER_STAFF, false));
    // Who is in charge, reminders and mentions: one of each for the matrix.
    put(doc(db, 'teamSettings', 'assignees'), { names: { 田中: STAFF } });
    put(doc(db, 'assigneeNames', '田中'), { uid: STAFF, claimedAt: new Date() });
    put(doc(db, 'reminderRules', 'rule1'), {
      ...SAMPLE_REMINDER_FIELDS,
      createdBy: STAFF,
      createdAt: new Date('2026-11-20T00:00:00Z'),
    });
    put(doc(db, 'reminderClaims', 'rule1_o1_2026-12-01'), { at: new Date() });
    put(doc(db, 'reminderFailures', 'f1'), { ruleId: 'rule1', reason: 'x' });
    put(doc(db, 'reminderSends', 'rule1_o1_2026-12-01'), {
      table: 'ob_list',
      rowId: 'o1',
      ruleId: 'rule1',
      title: '納品予定日の1日前',
      date: '2026-12-01',
    });
    put(doc(db, 'members', STAFF, 'mentions', '77-1'), {
      roomId: 77,
      messageId: '1',
      body: '[To:7]確認お願いします',
      state: 'unread',
    });
    await batch.commit();
  });
});

afterAll(() => env?.cleanup());

/**
 * A write that is refused, whoever refuses it: the rules (permission-denied), or the SDK or the
 * server before the rules see it (invalid-argument: a reserved `__x__` field name, a field name
 * over 1,500 bytes). The SDK may throw synchronously, so the write is passed as a function.
 * assertFails alone would count a refusal by the SDK as a failed test.
 */
async function assertRefused(write: () => Promise<unknown>): Promise<void> {
  let error: unknown = null;
  try {
    await write();
  } catch (caught) {
    error = caught;
  }
  expect(error, 'the write was accepted').not.toBeNull();
  const code = String((error as { code?: unknown }).code ?? '').replace(/^firestore\//, '');
  expect(['permission-denied', 'invalid-argument']).toContain(code);
}

type Role = 'anonymous' | 'non-member' | 'deleted member' | '管理者' | 'メンバー' | '閲覧のみ';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
/** Who acts in each column: a database as them, and their uid (for their own documents). */
const ROLES: Record<Role, { db: () => Firestore; uid: string }> = {
  anonymous: { db: asAnonymous, uid: '' },
  'non-member': { db: asNewcomer, uid: NEWCOMER },
  'deleted member': { db: asDeleted, uid: DELETED },
  管理者: { db: asStaff, uid: STAFF },
  メンバー: { db: asEditor, uid: EDITOR },
  閲覧のみ: { db: asViewer, uid: VIEWER },
};
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];
const ALL: Op[] = OPS;
const NONE: Op[] = [];

/** An attempt by the column's role: `me` is its uid, for the documents that are one's own. */
type Attempt = (db: Firestore, me: string) => Promise<unknown>;

interface MatrixRow {
  /** The collection (or sub-path) under test. */
  name: string;
  ops: Record<Op, Attempt>;
  allowed: Record<Role, Op[]>;
}

/** get / list / create / update / delete on one collection with payloads staff may write. */
function crud(
  path: string,
  existingId: string,
  createData: () => Record<string, unknown>,
  updateData: Record<string, unknown>,
  newId = 'new-doc',
): Record<Op, Attempt> {
  return {
    get: (db) => getDoc(doc(db, path, existingId)),
    list: (db) => getDocs(collection(db, path)),
    create: (db) => setDoc(doc(db, path, newId), createData()),
    update: (db) => updateDoc(doc(db, path, existingId), updateData),
    delete: (db) => deleteDoc(doc(db, path, existingId)),
  };
}

/** Per 権限, and what anyone else (visitor, non-member, deleted member) may do. */
const byRole = (
  admin: Op[],
  member: Op[],
  viewer: Op[],
  others: Op[] = NONE,
): Record<Role, Op[]> => ({
  anonymous: others,
  'non-member': others,
  'deleted member': others,
  管理者: admin,
  メンバー: member,
  閲覧のみ: viewer,
});

/** The same operations for every staff role, none for anyone else (or `others`). */
const staffOnly = (ops: Op[] = ALL, others: Op[] = NONE) => byRole(ops, ops, ops, others);

/** 管理者 and メンバー do `ops`; 閲覧のみ only reads (its get and list among them). */
const editorsWrite = (ops: Op[] = ALL, others: Op[] = NONE) =>
  byRole(
    ops,
    ops,
    ops.filter((op) => op === 'get' || op === 'list'),
    others,
  );

/** One's own seeded document of a collection: STAFF's fixture id, or `{prefix}{uid}`. */
const ownId = (me: string, staffId: string, prefix: string) =>
  me === STAFF ? staffId : `${prefix}${me}`;

const LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

/** A personal survey link as the app writes it (survey-links.ts). */
const surveyLink = (over: Record<string, unknown> = {}) => ({
  surveyId: 'survey-live',
  table: 'sa_list',
  rowId: 'c1',
  clientName: '株式会社テスト',
  createdAt: serverTimestamp(),
  createdBy: STAFF,
  ...over,
});

/** A comment on SA row c1 as the app posts it (its author the writer, at the request time). */
/** A follow of SA row c1 as the app writes it (follows.ts). */
const followOf = (
  uid: string,
  at: unknown = serverTimestamp(),
  over: Record<string, unknown> = {},
) => ({
  table: 'sa_list',
  rowId: 'c1',
  uid,
  at,
  ...over,
});

const commentOf = (authorUid: string, over: Record<string, unknown> = {}) => ({
  table: 'sa_list',
  rowId: 'c1',
  body: '見積もりを送りました',
  authorUid,
  mentions: [],
  createdAt: serverTimestamp(),
  ...over,
});

/** A 先方担当者 as the app writes it (contacts-store.ts). */
const contactOf = (by: string, over: Record<string, unknown> = {}) => ({
  table: 'sa_list',
  rowId: 'c1',
  name: '山田 太郎',
  department: '営業部',
  title: '部長',
  email: 'yamada@example.com',
  phone: '03-1234-5678',
  primary: true,
  createdBy: by,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

/** An 活動 as the app logs it (contacts-store.ts). */
const activityOf = (authorUid: string, over: Record<string, unknown> = {}) => ({
  table: 'sa_list',
  rowId: 'c1',
  type: '電話',
  at: new Date('2026-12-07T01:00:00Z'),
  contactIds: ['ct1'],
  body: '見積の件',
  nextAction: '',
  nextDate: '',
  authorUid,
  createdAt: serverTimestamp(),
  ...over,
});

const historyEntry = () => ({
  table: 'sa_list',
  rowId: 'c1',
  kind: 'update',
  clientName: '株式会社テスト',
  changes: [{ field: 'progress', before: '商談中', after: '受注' }],
  by: { uid: STAFF, name: 'staff' },
  at: new Date('2026-11-24T06:30:00Z'),
  expireAt: new Date('2027-12-29T06:30:00Z'),
});

/** A presence document as the app writes it (presence-store.ts). */
const presenceOf = (uid: string, over: Record<string, unknown> = {}) => ({
  uid,
  name: uid,
  table: 'sa_list',
  rowIds: ['c1'],
  columnId: 'progress',
  sentAt: Date.now(),
  expireAt: new Date(Date.now() + 3_600_000),
  ...over,
});

/** A saved view as the app writes it (features/customers/views/data/views-store.ts), by `writer`. */
const viewOf = (writer: string, over: Record<string, unknown> = {}) => ({
  table: 'sa_list',
  name: '自分のA案件',
  shared: false,
  ownerUid: writer,
  ownerName: writer,
  state: JSON.stringify({ filters: { priority: 'A' }, sort: null, columns: { order: [] } }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  updatedBy: writer,
  updatedByName: writer,
  ...over,
});
/** A stored view, as seeded with the rules off. */
function seededView(owner: string, shared: boolean) {
  const at = new Date('2026-11-20T00:00:00Z');
  return { ...viewOf(owner, { shared }), createdAt: at, updatedAt: at };
}
/** The fields a save of a view changes: its state and the stamp of who saved it. */
const savedBy = (writer: string, over: Record<string, unknown> = {}) => ({
  state: JSON.stringify({ filters: { query: '山田' }, sort: null, columns: { order: [] } }),
  updatedAt: serverTimestamp(),
  updatedBy: writer,
  updatedByName: writer,
  ...over,
});

/** A customer row's writer stamp as the Firebase backend adds it (firebase-backend.ts). */
const stampOf = (uid: string) => ({ editedBy: uid, editedAt: serverTimestamp() });

const wellFormedResponse = () => ({
  surveyId: 'survey-live',
  answers: { f1: 'A' },
  submittedAt: serverTimestamp(),
});

/**
 * A response as the public page writes it to a survey without a limit (public-submit.ts): with
 * its gate naming it in the same batch (`responseGates`), so the rule under test is what refuses
 * it, never a missing gate. `id`: a chosen id instead of an auto id.
 */
async function addResponse(db: Firestore, data: Record<string, unknown>, id?: string) {
  const batch = writeBatch(db);
  const ref = id === undefined ? doc(collection(db, 'responses')) : doc(db, 'responses', id);
  batch.set(ref, data);
  const surveyId = typeof data.surveyId === 'string' ? data.surveyId : 'none';
  batch.set(doc(db, 'responseGates', responseGateId(surveyId, ref.id)), { responseId: ref.id });
  await batch.commit();
  return ref;
}

/**
 * Operations on documents that are the acting member's own (their private documents, stamps,
 * comments, views): built per attempt from its uid. A visitor's (uid '') act on STAFF's.
 */
function ownOps(build: (me: string) => Record<Op, Attempt>): Record<Op, Attempt> {
  const per =
    (op: Op): Attempt =>
    (db, me) =>
      build(me || STAFF)[op](db, me);
  return {
    get: per('get'),
    list: per('list'),
    create: per('create'),
    update: per('update'),
    delete: per('delete'),
  };
}

const MATRIX: MatrixRow[] = [
  {
    name: 'members',
    ops: {
      ...crud(
        'members',
        OTHER_STAFF,
        () => ({
          uid: 'new-doc',
          name: '新メンバー',
          email: 'new-member@example.com',
          createdAt: serverTimestamp(),
        }),
        { name: '改名', updatedAt: serverTimestamp() },
      ),
    },
    // Created only by the members callables (Admin SDK), never by a client; a 管理者 renames or
    // deletes another member (anyone renames themself: fine rules below).
    allowed: byRole(['get', 'list', 'update', 'delete'], ['get', 'list'], ['get', 'list']),
  },
  {
    // The owner's secrets are write-only (the server reads them); never listed.
    name: `members/${STAFF}/private`,
    ops: ownOps((me) =>
      crud(
        `members/${me}/private`,
        'chatwork',
        () => ({ webhookToken: 't', updatedAt: serverTimestamp() }),
        { apiKey: 'k2' },
        // Only the documents the app writes may be created (the shapes have their own test).
        'chatworkWebhook',
      ),
    ),
    allowed: staffOnly(['create', 'update', 'delete']),
  },
  {
    // Whether each secret is set: the owner reads and writes it (created: the other document
    // the owner reads back, the default views).
    name: `members/${STAFF}/private/secretFlags`,
    ops: ownOps((me) =>
      crud(
        `members/${me}/private`,
        'secretFlags',
        () => ({ sa_list: 'view-1' }),
        { chatworkWebhook: true },
        'customerViews',
      ),
    ),
    allowed: staffOnly(['get', 'create', 'update', 'delete']),
  },
  {
    name: 'surveys',
    ops: crud('surveys', 'survey-live', () => ({ title: 'N', status: 'draft' }), { title: 'x' }),
    // 削除 archives it into the ゴミ箱; only the server erases one.
    allowed: editorsWrite(['get', 'list', 'create', 'update'], ['get']),
  },
  {
    name: 'responses',
    ops: {
      ...crud('responses', 'r1', wellFormedResponse, { answers: {} }),
      create: (db) => addResponse(db, wellFormedResponse()),
    },
    // Answers are what a respondent sent: nobody edits or deletes them through the client.
    allowed: staffOnly(['get', 'list', 'create'], ['get', 'create']),
  },
  {
    name: 'surveyResponses',
    ops: crud('surveyResponses', 'legacy1', () => ({ surveyId: 'survey-live', responses: [] }), {
      responses: [],
    }),
    allowed: staffOnly(['get', 'list'], ['get']),
  },
  {
    name: 'surveyStats',
    ops: crud('surveyStats', 'survey-live', () => ({ responseCount: 0 }), { responseCount: 9 }),
    allowed: staffOnly(['get', 'list'], ['get']),
  },
  {
    name: 'surveySettings',
    ops: crud('surveySettings', 'common', () => ({ footerText: 'x' }), { footerText: 'y' }),
    allowed: editorsWrite(ALL, ['get']),
  },
  {
    name: 'promotions',
    ops: crud('promotions', 'promo-live', () => ({ title: 'N', status: 'draft' }), { html: 'x' }),
    allowed: editorsWrite(['get', 'list', 'create', 'update'], ['get']),
  },
  {
    name: 'sa_list',
    ops: ownOps((me) =>
      crud('sa_list', 'c1', () => ({ clientName: 'x', ...stampOf(me) }), {
        clientName: 'y',
        ...stampOf(me),
      }),
    ),
    // 削除 moves a row to the ゴミ箱: the server's (moveToTrash), no client's.
    allowed: editorsWrite(['get', 'list', 'create', 'update']),
  },
  {
    name: 'ob_list',
    ops: ownOps((me) =>
      crud('ob_list', 'o1', () => ({ clientName: 'x', ...stampOf(me) }), {
        clientName: 'y',
        ...stampOf(me),
      }),
    ),
    allowed: editorsWrite(['get', 'list', 'create', 'update']),
  },
  {
    name: 'deal_list',
    ops: ownOps((me) =>
      crud('deal_list', 'd1', () => ({ clientName: 'x', customerId: 'c1', ...stampOf(me) }), {
        amount: '2000',
        ...stampOf(me),
      }),
    ),
    allowed: editorsWrite(['get', 'list', 'create', 'update']),
  },
  {
    // The ヨミ表's 目標: everyone reads them, a 管理者 sets them, nobody deletes a month.
    name: 'dealGoals',
    ops: ownOps((me) =>
      crud(
        'dealGoals',
        '2026-12',
        () => ({ goals: { 佐藤: 500000 }, updatedBy: me, updatedAt: serverTimestamp() }),
        { goals: { 山本: 2000000 }, updatedBy: me, updatedAt: serverTimestamp() },
        '2027-01',
      ),
    ),
    allowed: byRole(['get', 'list', 'create', 'update'], ['get', 'list'], ['get', 'list']),
  },
  {
    name: 'dropdown_options',
    ops: crud('dropdown_options', 'oemList', () => ({ options: [] }), { options: ['a'] }),
    allowed: editorsWrite(),
  },
  {
    // The AI summary's daily counters are written by the function (Admin SDK) only: a member who
    // could write theirs could reset their allowance.
    name: 'aiSummaryUsage',
    ops: crud('aiSummaryUsage', `${STAFF}_2026-11-24`, () => ({ count: 0 }), { count: 0 }),
    allowed: staffOnly(NONE),
  },
  {
    // Personal survey links: staff make and read them; visitors only present the token.
    name: 'surveyLinks',
    ops: {
      ...crud('surveyLinks', LINK_TOKEN, () => surveyLink(), { rowId: 'o2' }),
      create: (db, me) =>
        setDoc(doc(db, 'surveyLinks', 'ZyXwVuTsRqPoNmLkJiHg'), surveyLink({ createdBy: me })),
    },
    allowed: editorsWrite(['get', 'list', 'create', 'delete']),
  },
  {
    // What a link carries for 表示条件 (each rule's outcome): staff write it beside an existing
    // link (fine rules below); anyone holding the token gets it; only staff list them.
    name: 'surveyLinkValues',
    ops: {
      ...crud('surveyLinkValues', LINK_TOKEN, () => ({}), { values: { 'q2.0': '0' } }),
      create: (db) =>
        setDoc(doc(db, 'surveyLinkValues', LINK_TOKEN), {
          surveyId: 'survey-live',
          values: { 'q2.0': '1' },
        }),
    },
    allowed: editorsWrite(ALL, ['get']),
  },
  {
    // What the references on a survey stand for (conditions on customer values): staff only.
    name: 'surveyLinkRules',
    ops: crud('surveyLinkRules', 'survey-live', () => ({ rules: {} }), { rules: {} }),
    allowed: editorsWrite(),
  },
  {
    // The team's comments on a customer: members read and post; the author edits (fine rules
    // below); nobody removes one.
    name: 'customerComments',
    ops: ownOps((me) =>
      crud('customerComments', ownId(me, 'cm-mine', 'cm-of-'), () => commentOf(me), {
        body: '訂正しました',
        editedAt: serverTimestamp(),
      }),
    ),
    // 閲覧のみ posts nothing, and edits no comment it wrote before.
    allowed: editorsWrite(['get', 'list', 'create', 'update']),
  },
  {
    // A company's people: members read, add, edit and remove them.
    name: 'customerContacts',
    ops: ownOps((me) =>
      crud('customerContacts', 'ct1', () => contactOf(me), {
        title: '本部長',
        updatedAt: serverTimestamp(),
      }),
    ),
    // 削除 moves a contact to the ゴミ箱: the server's (moveToTrash), no client's.
    allowed: editorsWrite(['get', 'list', 'create', 'update']),
  },
  {
    // Activities: members read and log them; the author edits and deletes their own.
    name: 'customerActivities',
    ops: ownOps((me) =>
      crud('customerActivities', ownId(me, 'act-mine', 'act-of-'), () => activityOf(me), {
        body: '訂正',
        updatedAt: serverTimestamp(),
      }),
    ),
    allowed: editorsWrite(),
  },
  {
    // Follows of a customer's comments: members see them and follow or unfollow themselves.
    name: 'customerFollows',
    ops: {
      get: (db, me) => getDoc(doc(db, 'customerFollows', `sa_list_c1_${me || STAFF}`)),
      list: (db) => getDocs(collection(db, 'customerFollows')),
      create: (db, me) =>
        setDoc(
          doc(db, 'customerFollows', `ob_list_o1_${me || STAFF}`),
          followOf(me || STAFF, serverTimestamp(), { table: 'ob_list', rowId: 'o1' }),
        ),
      update: (db, me) =>
        updateDoc(doc(db, 'customerFollows', `sa_list_c1_${me || STAFF}`), {
          at: serverTimestamp(),
        }),
      delete: (db, me) => deleteDoc(doc(db, 'customerFollows', `sa_list_c1_${me || STAFF}`)),
    },
    allowed: staffOnly(['get', 'list', 'create', 'delete']),
  },
  {
    // Pairs marked 「重複ではない」: members read, mark (fine rules below) and take back.
    name: 'duplicateDismissals',
    ops: {
      get: (db) => getDoc(doc(db, 'duplicateDismissals', 'sa_list_a1_b1')),
      list: (db) => getDocs(collection(db, 'duplicateDismissals')),
      create: (db, me) =>
        setDoc(
          doc(db, 'duplicateDismissals', 'sa_list_a2_b2'),
          dismissalOf(me, serverTimestamp(), 'a2', 'b2'),
        ),
      update: (db) =>
        updateDoc(doc(db, 'duplicateDismissals', 'sa_list_a1_b1'), { at: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'duplicateDismissals', 'sa_list_a1_b1')),
    },
    allowed: editorsWrite(['get', 'list', 'create', 'delete']),
  },
  {
    // What each merge (名寄せ) changed and moved: the merge callables write; members read.
    name: 'customerMerges',
    ops: crud('customerMerges', 'm1', () => ({ keptId: 'c1', mergedId: 'c2' }), {
      undone: true,
    }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // Chatwork message outcomes: the notification function writes them; staff read them.
    name: 'surveyNotifications',
    ops: crud('surveyNotifications', 'r1', () => ({ status: 'sent' }), { status: 'sent' }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // Chatwork message counters per survey and minute: the notification function's only.
    name: 'surveyNotifyBudgets',
    ops: crud('surveyNotifyBudgets', 's1_2026-11-27T01:02', () => ({ count: 0 }), { count: 0 }),
    allowed: staffOnly(NONE),
  },
  {
    // AI summary drafts: staff only until published onto the survey document.
    name: 'surveySummaries',
    ops: crud('surveySummaries', 'survey-live', () => ({ q1: { summary: 'x' } }), {
      q1: { summary: 'y' },
    }),
    allowed: editorsWrite(),
  },
  {
    // The first answer through each personal link: written by the responses trigger only;
    // anyone holding the token reads it (a second visit shows the first answer's page).
    name: 'surveyLinkAnswers',
    ops: crud('surveyLinkAnswers', LINK_TOKEN, () => ({ responseId: 'x' }), { responseId: 'y' }),
    allowed: staffOnly(['get'], ['get']),
  },
  {
    // The public half of a survey's answer slots: anyone reads the count; staff set it (repair);
    // a visitor's +1 needs a new response and its claim in the same write (fine rules below).
    name: 'surveyAnswerSlots',
    ops: crud('surveyAnswerSlots', 'survey-limited', () => ({ count: 1 }), { count: 2 }),
    allowed: byRole(['get', 'create', 'update'], ['get', 'create', 'update'], ['get'], ['get']),
  },
  {
    // Which response took the newest slot: nobody reads it, nobody writes it alone.
    name: 'surveyAnswerSlotClaims',
    ops: crud(
      'surveyAnswerSlotClaims',
      'survey-limited',
      () => ({ responseId: 'AbCdEfGhIjKlMnOpQr05' }),
      { responseId: 'AbCdEfGhIjKlMnOpQr06' },
    ),
    allowed: staffOnly(NONE),
  },
  {
    // A response's gate: written only beside the new response it names (fine rules below);
    // nobody reads one (it names a response).
    name: 'responseGates',
    ops: crud('responseGates', 'survey-live_A', () => ({ responseId: 'AbCdEfGhIjKlMnOpQr07' }), {
      responseId: 'AbCdEfGhIjKlMnOpQr08',
    }),
    allowed: staffOnly(NONE),
  },
  {
    // The personal-link token of each response, written beside it by the visitor (fine rules
    // below: never alone): staff read it (which customer answered); nobody else.
    name: 'responseLinks',
    ops: crud('responseLinks', 'r1', () => responseLink(), {
      customerToken: 'ZyXwVuTsRqPoNmLkJiHg',
    }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // Written by the history trigger (Admin SDK) only; staff read it.
    name: 'customer_history',
    ops: crud('customer_history', 'h1', historyEntry, { changes: [] }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // Staff's own tab: the fine rules below cover other members' documents and shapes.
    name: 'presence',
    ops: {
      ...ownOps((me) => crud('presence', `${me}_tab1`, () => presenceOf(me), { rowIds: [] })),
      create: (db, me) =>
        setDoc(doc(db, 'presence', `${me || STAFF}_tab2`), presenceOf(me || STAFF)),
    },
    // Who is looking at which row: 閲覧のみ too.
    allowed: staffOnly(),
  },
  {
    name: 'customerViews',
    ops: {
      ...ownOps((me) =>
        crud('customerViews', ownId(me, 'view-mine', 'view-of-'), () => viewOf(me), savedBy(me)),
      ),
      list: (db, me) =>
        getDocs(query(collection(db, 'customerViews'), where('ownerUid', '==', me || STAFF))),
    },
    // 閲覧のみ keeps its own personal views (sharing is for editors: fine rules below).
    allowed: staffOnly(),
  },
  {
    // Team settings the server writes (reminderRooms): staff read them.
    name: 'teamSettings',
    ops: crud('teamSettings', 'assignees', () => ({ names: {}, updatedAt: serverTimestamp() }), {
      names: { 佐藤: OTHER_STAFF },
      updatedAt: serverTimestamp(),
    }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // One document per assignee name, claimed by its member (their own: fine rules below).
    name: 'assigneeNames',
    ops: ownOps((me) =>
      crud(
        'assigneeNames',
        ownId(me, '田中', 'name-of-'),
        () => ({ uid: me, claimedAt: serverTimestamp() }),
        { uid: me },
      ),
    ),
    allowed: staffOnly(['get', 'list', 'create', 'delete']),
  },
  {
    name: 'reminderRules',
    ops: ownOps((me) =>
      crud(
        'reminderRules',
        ownId(me, 'rule1', 'rule-of-'),
        () => ({ ...SAMPLE_REMINDER_FIELDS, createdBy: me, createdAt: serverTimestamp() }),
        { offsetDays: -2, createdBy: me, createdAt: serverTimestamp() },
        // A new rule takes one of the team's slots (finer cases below).
        'rule-10',
      ),
    ),
    allowed: editorsWrite(),
  },
  {
    // The reminder check's claims: the server's alone.
    name: 'reminderClaims',
    ops: crud('reminderClaims', 'rule1_o1_2026-12-01', () => ({ at: 1 }), { at: 2 }),
    allowed: staffOnly(NONE),
  },
  {
    // Reminders sent, for a customer's timeline: the scheduled function writes, staff read.
    name: 'reminderSends',
    ops: crud('reminderSends', 'rule1_o1_2026-12-01', () => ({ rowId: 'o1' }), { title: 'x' }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    name: 'reminderFailures',
    ops: crud('reminderFailures', 'f1', () => ({ ruleId: 'rule1', reason: 'x' }), { reason: 'y' }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // The signed-in member's own mentions: read, and only the state changed; the server stores.
    name: `members/${STAFF}/mentions`,
    ops: ownOps((me) =>
      crud(`members/${me}/mentions`, '77-1', () => ({ state: 'unread' }), {
        state: 'read',
        stateAt: serverTimestamp(),
      }),
    ),
    // Each member's own inbox, 閲覧のみ included.
    allowed: staffOnly(['get', 'list', 'update']),
  },
  {
    // The ゴミ箱: the trash callables write it (a row's only copy); members read it.
    name: 'trash',
    ops: crud('trash', 'sa_list_t1', () => ({ collection: 'sa_list', id: 'x' }), { title: 'y' }),
    allowed: staffOnly(['get', 'list']),
  },
  {
    // The 監査ログ: written by the server alone; administrators read it.
    name: 'auditLog',
    ops: crud('auditLog', 'a1', () => ({ action: 'export' }), { detail: 'x' }),
    allowed: byRole(['get', 'list'], NONE, NONE),
  },
  {
    name: 'a collection the rules do not name',
    ops: crud('unnamed_collection', 'x', () => ({ secret: false }), { secret: false }),
    allowed: staffOnly(NONE),
  },
];

test('the matrix has a row for every collection (and the member sub-collections)', () => {
  const rows = new Set(MATRIX.map((row) => row.name));
  const missing = [
    ...TOP_LEVEL_COLLECTIONS,
    `members/${STAFF}/private`,
    `members/${STAFF}/mentions`,
  ].filter((name) => !rows.has(name));
  expect(missing).toEqual([]);
});

describe.each(MATRIX)('matrix: $name', (row) => {
  const cells = (Object.keys(ROLES) as Role[]).flatMap((role) =>
    OPS.map((op) => ({ role, op, allowed: row.allowed[role].includes(op) })),
  );
  test.each(cells)('$role $op: allowed=$allowed', async ({ role, op, allowed }) => {
    const attempt = row.ops[op](ROLES[role].db(), ROLES[role].uid);
    if (allowed) await assertSucceeds(attempt);
    else await assertFails(attempt);
    // A read, or a write the rules refused, changed nothing.
    if (!allowed || op === 'get' || op === 'list') keepsFixture();
  });
});

describe('members: identity', () => {
  test('a non-member creates their own member document: denied', async () => {
    await assertFails(
      setDoc(doc(asNewcomer(), 'members', NEWCOMER), {
        uid: NEWCOMER,
        name: 'new',
        email: 'new@example.com',
        createdAt: serverTimestamp(),
      }),
    );
  });

  test('then reads sa_list: denied', async () => {
    await assertFails(
      setDoc(doc(asNewcomer(), 'members', NEWCOMER), {
        uid: NEWCOMER,
        name: 'new',
        email: 'new@example.com',
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(doc(asNewcomer(), 'sa_list', 'c1')));
    await assertFails(getDocs(collection(asNewcomer(), 'sa_list')));
  });

  test('a deleted member cannot recreate their record or read admin data', async () => {
    await assertFails(
      setDoc(doc(asDeleted(), 'members', DELETED), {
        uid: DELETED,
        name: 'deleted',
        email: 'deleted@example.com',
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(getDocs(collection(asDeleted(), 'ob_list')));
    await assertFails(getDoc(doc(asDeleted(), 'members', DELETED, 'private', 'chatwork')));
  });

  test('anyone signed in gets their own member document, even when it is missing', async () => {
    await assertSucceeds(getDoc(doc(asNewcomer(), 'members', NEWCOMER)));
    await assertSucceeds(getDoc(doc(asDeleted(), 'members', DELETED)));
    await assertSucceeds(getDoc(doc(asStaff(), 'members', STAFF)));
    await assertFails(getDoc(doc(asAnonymous(), 'members', NEWCOMER)));
    await assertFails(getDoc(doc(asNewcomer(), 'members', STAFF)));
  });

  test('only staff list members, with or without a uid filter', async () => {
    await assertFails(
      getDocs(query(collection(asNewcomer(), 'members'), where('uid', '==', NEWCOMER))),
    );
    await assertFails(
      getDocs(query(collection(asDeleted(), 'members'), where('uid', '==', DELETED))),
    );
    await assertFails(getDocs(collection(asNewcomer(), 'members')));
    await assertSucceeds(
      getDocs(query(collection(asStaff(), 'members'), where('uid', '==', OTHER_STAFF))),
    );
  });

  test('nobody creates a member document through a client, staff included, whatever its shape', async () => {
    // Members are added by the staff-only callables (Admin SDK), which prove the account first.
    const valid = {
      uid: 'm1',
      name: 'メンバー',
      email: 'm1@example.com',
      createdAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(asStaff(), 'members', 'm1'), valid));
    // A deleted member's uid cannot be made staff again without their password.
    await assertFails(
      setDoc(doc(asStaff(), 'members', DELETED), { ...valid, uid: DELETED, name: 'deleted' }),
    );
    await assertFails(setDoc(doc(asNewcomer(), 'members', NEWCOMER), { ...valid, uid: NEWCOMER }));
    // Rewriting an existing record is an update: still only name, email and updatedAt.
    await assertFails(
      setDoc(doc(asStaff(), 'members', OTHER_STAFF), { ...valid, uid: OTHER_STAFF }),
    );
  });

  test('staff update only name, email and a server updatedAt', async () => {
    const db = asStaff();
    const ref = doc(db, 'members', OTHER_STAFF);
    await assertSucceeds(updateDoc(ref, { name: '新しい名前', email: 'x@example.com' }));
    await assertSucceeds(updateDoc(ref, { name: '別名', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { updatedAt: new Date(0) }));
    await assertFails(updateDoc(ref, { uid: STAFF }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { chatworkApiKey: 'k' }));
  });

  test('staff delete other members but never their own record', async () => {
    await assertFails(deleteDoc(doc(asStaff(), 'members', STAFF)));
    await assertSucceeds(deleteDoc(doc(asStaff(), 'members', OTHER_STAFF)));
  });

  test('once deleted, a member is refused everything staff may do', async () => {
    await assertSucceeds(deleteDoc(doc(asStaff(), 'members', OTHER_STAFF)));
    const formerStaff = env
      .authenticatedContext(OTHER_STAFF, { email: 'other@example.com' })
      .firestore() as unknown as Firestore;
    await assertFails(getDocs(collection(formerStaff, 'sa_list')));
    await assertFails(getDocs(collection(formerStaff, 'members')));
    await assertFails(setDoc(doc(formerStaff, 'ob_list', 'x'), { clientName: 'x' }));
  });

  test('the Chatwork key: the owner writes it but never reads it back; other staff cannot', async () => {
    // Write-only: not in a shared PC's cache. Whether it is set: secretFlags.
    await assertFails(getDoc(doc(asStaff(), 'members', STAFF, 'private', 'chatwork')));
    await assertFails(getDocs(collection(asStaff(), 'members', STAFF, 'private')));
    const flags = doc(asStaff(), 'members', STAFF, 'private', 'secretFlags');
    expect((await getDoc(flags)).data()).toEqual({ chatwork: true });
    await assertSucceeds(setDoc(flags, { chatwork: false }, { merge: true }));
    await assertFails(setDoc(flags, { chatwork: 'yes' }));
    await assertFails(setDoc(flags, { apiKey: 'k' }));
    await assertFails(getDoc(doc(asOtherStaff(), 'members', STAFF, 'private', 'secretFlags')));
    // The member's other own documents (the default views) stay readable.
    await assertSucceeds(getDoc(doc(asStaff(), 'members', STAFF, 'private', 'customerViews')));
    await assertSucceeds(
      setDoc(doc(asStaff(), 'members', STAFF, 'private', 'chatwork'), {
        apiKey: 'new',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(doc(asStaff(), 'members', OTHER_STAFF, 'private', 'chatwork')));
    await assertFails(
      setDoc(doc(asStaff(), 'members', OTHER_STAFF, 'private', 'chatwork'), { apiKey: 'x' }),
    );
    await assertFails(getDocs(collection(asStaff(), 'members', OTHER_STAFF, 'private')));
  });

  test('the Chatwork key is short text: 256 characters at most', async () => {
    const own = doc(asStaff(), 'members', STAFF, 'private', 'chatwork');
    await assertSucceeds(setDoc(own, { apiKey: 'k'.repeat(256), updatedAt: serverTimestamp() }));
    await assertFails(setDoc(own, { apiKey: 'k'.repeat(257), updatedAt: serverTimestamp() }));
    await assertFails(setDoc(own, { apiKey: 42, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { apiKey: 'k'.repeat(5000) }));
    await assertSucceeds(deleteDoc(own));
  });

  test('only the private documents the app writes, each in its shape', async () => {
    const mine = (docId: string) => doc(asStaff(), 'members', STAFF, 'private', docId);
    const at = serverTimestamp();
    await assertSucceeds(setDoc(mine('chatworkWebhook'), { webhookToken: 't', updatedAt: at }));
    await assertFails(setDoc(mine('chatwork'), { apiKey: 'k', updatedAt: at, note: 'x' }));
    await assertFails(setDoc(mine('chatworkWebhook'), { apiKey: 'k', updatedAt: at }));
    // The default view of each table: a view id or none.
    await assertSucceeds(setDoc(mine('customerViews'), { sa_list: 'view-mine' }, { merge: true }));
    await assertSucceeds(setDoc(mine('customerViews'), { ob_list: null }, { merge: true }));
    await assertFails(setDoc(mine('customerViews'), { sa_list: 'v'.repeat(129) }, { merge: true }));
    await assertFails(setDoc(mine('customerViews'), { sa_list: 3 }, { merge: true }));
    await assertFails(setDoc(mine('customerViews'), { notes: 'x' }, { merge: true }));
    // Nothing else: not the server's own, not a document of the member's choosing.
    await assertFails(setDoc(mine('mentionSync'), { lastId: '1' }));
    await assertFails(setDoc(mine('anything'), { text: 'x'.repeat(100_000) }));
  });
});

describe('anonymous visitor', () => {
  test('cannot read or write admin collections', async () => {
    await assertFails(getDoc(doc(asAnonymous(), 'sa_list', 'c1')));
    await assertFails(getDocs(collection(asAnonymous(), 'members')));
    await assertFails(setDoc(doc(asAnonymous(), 'members', 'x'), { uid: 'x' }));
    await assertFails(getDocs(collection(asAnonymous(), 'dropdown_options')));
  });
});

describe('promotions', () => {
  test('staff list, create, update and archive promotions', async () => {
    const db = asStaff();
    await assertSucceeds(
      getDocs(query(collection(db, 'promotions'), orderBy('createdAt', 'desc'))),
    );
    await assertSucceeds(setDoc(doc(db, 'promotions', 'new'), { title: 'N', status: 'draft' }));
    await assertSucceeds(updateDoc(doc(db, 'promotions', 'promo-live'), { status: 'closed' }));
    await assertSucceeds(updateDoc(doc(db, 'promotions', 'promo-draft'), { isArchived: true }));
    await assertSucceeds(getDoc(doc(db, 'promotions', 'promo-draft')));
  });

  test('an anonymous visitor gets one promotion by id, whatever its status', async () => {
    await assertSucceeds(getDoc(doc(asAnonymous(), 'promotions', 'promo-live')));
    await assertSucceeds(getDoc(doc(asAnonymous(), 'promotions', 'promo-draft')));
    await assertSucceeds(getDoc(doc(asAnonymous(), 'promotions', 'promo-closed')));
    await assertSucceeds(getDoc(doc(asAnonymous(), 'promotions', 'no-such-id')));
  });

  test('an anonymous visitor never lists or queries promotions', async () => {
    await assertFails(getDocs(collection(asAnonymous(), 'promotions')));
    await assertFails(
      getDocs(query(collection(asAnonymous(), 'promotions'), where('status', '==', 'published'))),
    );
  });

  test('an anonymous visitor cannot create, change or delete a promotion', async () => {
    await assertFails(setDoc(doc(asAnonymous(), 'promotions', 'x'), { title: 'x' }));
    await assertFails(updateDoc(doc(asAnonymous(), 'promotions', 'promo-live'), { html: 'x' }));
    await assertFails(deleteDoc(doc(asAnonymous(), 'promotions', 'promo-live')));
  });

  test('a signed-in user without a member record is only a visitor', async () => {
    await assertSucceeds(getDoc(doc(asNewcomer(), 'promotions', 'promo-live')));
    await assertFails(getDocs(collection(asNewcomer(), 'promotions')));
    await assertFails(updateDoc(doc(asNewcomer(), 'promotions', 'promo-live'), { html: 'x' }));
  });
});

describe('no staff e-mail on surveys and promotions (readable by anyone with the link)', () => {
  const legacy = {
    title: '旧',
    createdByEmail: 'old@example.com',
    lastEditedByEmail: 'old@example.com',
  };
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'surveys', 'legacy-survey'), legacy);
      await setDoc(doc(db, 'promotions', 'legacy-promo'), legacy);
    });
  });

  test.each(['surveys', 'promotions'])(
    '%s: staff create and edit without e-mails',
    async (path) => {
      const db = asStaff();
      await assertSucceeds(
        setDoc(doc(db, path, 'clean'), { title: 'N', createdBy: STAFF, createdByName: 'staff' }),
      );
      await assertSucceeds(
        updateDoc(doc(db, path, 'clean'), { lastEditedBy: STAFF, lastEditedByName: 'staff' }),
      );
    },
  );

  test.each(['surveys', 'promotions'])(
    '%s: a create or an edit carrying an e-mail is refused',
    async (path) => {
      const db = asStaff();
      await assertFails(
        setDoc(doc(db, path, 'with-mail'), { title: 'N', createdByEmail: 'x@example.com' }),
      );
      await assertFails(
        setDoc(doc(db, path, 'with-mail'), { title: 'N', lastEditedByEmail: 'x@example.com' }),
      );
      await assertFails(
        updateDoc(doc(db, path, `legacy-${path === 'surveys' ? 'survey' : 'promo'}`), {
          lastEditedByEmail: 'new@example.com',
        }),
      );
    },
  );

  test.each([
    ['surveys', 'legacy-survey'],
    ['promotions', 'legacy-promo'],
  ])('%s: a legacy document can be edited as it is, and its e-mails removed', async (path, id) => {
    const db = asStaff();
    await assertSucceeds(updateDoc(doc(db, path, id), { title: '新' }));
    await assertSucceeds(
      updateDoc(doc(db, path, id), {
        createdByEmail: deleteField(),
        lastEditedByEmail: deleteField(),
      }),
    );
  });
});

describe('surveys, responses and statistics', () => {
  const response = (surveyId = 'survey-live') => ({
    surveyId,
    answers: { f1: 'A', f2: ['x', 'y'] },
    submittedAt: serverTimestamp(),
  });
  /**
   * A response as the public page sends it (public-submit.ts): for a survey with a limit with its
   * slot (the public count + 1) and the claim naming it; with a personal link's token in its own
   * record. Each part can be bent to try what the rules refuse.
   */
  const sent = (
    surveyId: string,
    options: {
      db?: Firestore;
      slot?: boolean;
      token?: string;
      claimOf?: (id: string) => Record<string, unknown> | null;
      count?: unknown;
      /** false: without its gate (responseGates), which a survey without a limit needs. */
      gate?: boolean;
    } = {},
  ) => {
    const db = options.db ?? asAnonymous();
    const batch = writeBatch(db);
    const ref = doc(collection(db, 'responses'));
    batch.set(ref, response(surveyId));
    if (options.gate !== false)
      batch.set(doc(db, 'responseGates', responseGateId(surveyId, ref.id)), { responseId: ref.id });
    if (options.slot) {
      batch.set(
        doc(db, 'surveyAnswerSlots', surveyId),
        { count: options.count ?? increment(1) },
        { merge: true },
      );
      const claim = options.claimOf ? options.claimOf(ref.id) : { responseId: ref.id };
      if (claim) batch.set(doc(db, 'surveyAnswerSlotClaims', surveyId), claim);
    }
    if (options.token)
      batch.set(doc(db, 'responseLinks', ref.id), {
        surveyId,
        customerToken: options.token,
        submittedAt: serverTimestamp(),
      });
    return batch.commit().then(() => ref.id);
  };
  const slotted = (surveyId: string, db = asAnonymous()) => sent(surveyId, { db, slot: true });

  test('a visitor gets one survey by id, whatever its status, and never lists them', async () => {
    for (const id of ['survey-live', 'survey-draft', 'survey-closed', 'no-such-id'])
      await assertSucceeds(getDoc(doc(asAnonymous(), 'surveys', id)));
    await assertFails(getDocs(collection(asAnonymous(), 'surveys')));
    await assertFails(updateDoc(doc(asAnonymous(), 'surveys', 'survey-live'), { title: 'x' }));
  });

  test('a visitor creates a well-formed response for a published survey', async () => {
    await assertSucceeds(addResponse(asAnonymous(), response()));
    // Staff testing their own public form go through the same rule.
    await assertSucceeds(addResponse(asStaff(), response()));
  });

  test("a personal link's token travels in its own record beside the response, never on it", async () => {
    const db = asAnonymous();
    await assertSucceeds(sent('survey-live', { db, token: 'AbCdEfGhIjKlMnOpQrSt' }));
    // On the response itself it is refused: a response is readable by anyone with its id.
    await assertFails(addResponse(db, { ...response(), customerToken: 'AbCdEfGhIjKlMnOpQrSt' }));
    for (const bad of ['short', 'AbCdEfGhIjKlMnOpQrSt!', 'x'.repeat(200)])
      await assertFails(sent('survey-live', { db, token: bad }));
    const record = (over: Record<string, unknown>, id?: string) => {
      const batch = writeBatch(db);
      const ref = doc(collection(db, 'responses'));
      batch.set(ref, response());
      batch.set(doc(db, 'responseGates', responseGateId('survey-live', ref.id)), {
        responseId: ref.id,
      });
      batch.set(doc(db, 'responseLinks', id ?? ref.id), {
        surveyId: 'survey-live',
        customerToken: LINK_TOKEN,
        submittedAt: serverTimestamp(),
        ...over,
      });
      return batch.commit();
    };
    await assertSucceeds(record({}));
    // Another survey's id, a client clock, extra keys, a response that exists or is not written.
    await assertFails(record({ surveyId: 'survey-keyed' }));
    await assertFails(record({ submittedAt: new Date(0) }));
    await assertFails(record({ extra: 1 }));
    await assertFails(record({}, 'r1'));
    await assertFails(record({}, 'AbCdEfGhIjKlMnOpQr99'));
    await assertFails(
      setDoc(doc(db, 'responseLinks', 'AbCdEfGhIjKlMnOpQr98'), {
        surveyId: 'survey-live',
        customerToken: LINK_TOKEN,
        submittedAt: serverTimestamp(),
      }),
    );
  });

  test('one answer per personal link: a used link brings no second answer when the survey asks', async () => {
    const db = asAnonymous();
    await assertFails(sent('survey-once', { db, token: LINK_TOKEN }));
    await assertFails(sent('survey-once', { db: asStaff(), token: LINK_TOKEN }));
    // Another (unused or forged) token, or none, is still an answer.
    await assertSucceeds(sent('survey-once', { db, token: 'ZyXwVuTsRqPoNmLkJiHg' }));
    await assertSucceeds(sent('survey-once', { db }));
    // Without the setting the used link answers again.
    await assertSucceeds(sent('survey-live', { db, token: LINK_TOKEN }));
  });

  // A second visitor once read the slot, took its lastId and read the first
  // visitor's answers. Now nothing a stranger reads names a fresh response or carries a token.
  test.each([
    ['with 回答数の上限', 'survey-limited', true],
    ['without a limit', 'survey-live', false],
  ] as const)(
    'a second visitor cannot learn a fresh response’s id or its token (%s)',
    async (_, surveyId, slot) => {
      const first = asAnonymous();
      const responseId = await sent(surveyId, { db: first, slot, token: LINK_TOKEN });
      const second = env.unauthenticatedContext().firestore() as unknown as Firestore;
      expect(second).not.toBe(first);
      // The public count, and nothing else.
      const slots = await getDoc(doc(second, 'surveyAnswerSlots', surveyId));
      if (slot) expect(slots.data()).toEqual({ count: 3 });
      else expect(slots.exists()).toBe(false);
      await assertFails(getDoc(doc(second, 'surveyAnswerSlotClaims', surveyId)));
      await assertFails(getDocs(collection(second, 'surveyAnswerSlotClaims')));
      await assertFails(getDoc(doc(second, 'responseGates', responseGateId(surveyId, responseId))));
      await assertFails(getDocs(collection(second, 'responseGates')));
      await assertFails(getDocs(collection(second, 'responses')));
      await assertFails(
        getDocs(query(collection(second, 'responses'), where('surveyId', '==', surveyId))),
      );
      await assertFails(getDocs(collection(second, 'responseLinks')));
      await assertFails(getDoc(doc(second, 'responseLinks', responseId)));
      // The statistics name no response either.
      const stats = await getDoc(doc(second, 'surveyStats', surveyId));
      expect(JSON.stringify(stats.data() ?? {})).not.toContain(responseId);
      // Even holding the id (the first visitor's own result URL), no token is on the response.
      const own = await getDoc(doc(first, 'responses', responseId));
      expect(own.data()).not.toHaveProperty('customerToken');
      expect(JSON.stringify(own.data())).not.toContain(LINK_TOKEN);
    },
  );

  test('answers stop at the closing time and at the answer limit, before the status flips', async () => {
    const db = asAnonymous();
    await assertFails(addResponse(db, response('survey-future')));
    await assertSucceeds(slotted('survey-future'));
    await assertFails(addResponse(db, response('survey-past')));
    await assertFails(slotted('survey-full'));
    // Staff testing their own form go through the same rule.
    await assertFails(addResponse(asStaff(), response('survey-past')));
  });

  test('a survey with an answer limit takes a response with its slot, up to the limit exactly', async () => {
    const db = asAnonymous();
    // Anyone reads the count (the public page's 終了 notice).
    await assertSucceeds(getDoc(doc(db, 'surveyAnswerSlots', 'survey-limited')));
    // Five answers at the same moment for the one slot left: exactly one passes.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => slotted('survey-limited')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await assertFails(slotted('survey-limited'));
    // A survey without a limit needs no slot.
    await assertSucceeds(addResponse(db, response('survey-live')));
  });

  test('no response without its slot, and no slot moved without a new response of its survey', async () => {
    const db = asAnonymous();
    await assertFails(addResponse(db, response('survey-limited')));
    const slot = doc(db, 'surveyAnswerSlots', 'survey-limited');
    // A slot alone, a reset, a jump; a claim alone.
    await assertFails(setDoc(slot, { count: 3 }));
    await assertFails(setDoc(slot, { count: 0 }));
    await assertFails(
      setDoc(doc(db, 'surveyAnswerSlotClaims', 'survey-limited'), {
        responseId: 'AbCdEfGhIjKlMnOpQr03',
      }),
    );
    const limited = (over: Parameters<typeof sent>[1]) =>
      sent('survey-limited', { db, slot: true, ...over });
    // A jump, no claim, a claim naming an existing or no response, extra keys, the old lastId.
    await assertFails(limited({ count: 4 }));
    await assertFails(limited({ claimOf: () => null }));
    await assertFails(limited({ claimOf: () => ({ responseId: 'r1' }) }));
    await assertFails(limited({ claimOf: () => ({ responseId: 'AbCdEfGhIjKlMnOpQr77' }) }));
    await assertFails(limited({ claimOf: (id) => ({ responseId: id, extra: true }) }));
    // A slot naming its response itself is refused.
    const named = writeBatch(db);
    const ref = doc(collection(db, 'responses'));
    named.set(ref, response('survey-limited'));
    named.set(slot, { count: 3, lastId: ref.id });
    named.set(doc(db, 'surveyAnswerSlotClaims', 'survey-limited'), { responseId: ref.id });
    await assertFails(named.commit());
    // Two responses for one slot: only the one the claim names may pass, so the batch fails.
    const two = writeBatch(db);
    const a = doc(collection(db, 'responses'));
    const b = doc(collection(db, 'responses'));
    two.set(a, response('survey-limited'));
    two.set(b, response('survey-limited'));
    two.set(slot, { count: increment(1) }, { merge: true });
    two.set(doc(db, 'surveyAnswerSlotClaims', 'survey-limited'), { responseId: a.id });
    await assertFails(two.commit());
    await assertSucceeds(limited({}));
    await assertFails(deleteDoc(slot));
    await assertFails(deleteDoc(doc(db, 'surveyAnswerSlotClaims', 'survey-limited')));
  });

  test('a claim left naming a deleted response lets no response in without a slot', async () => {
    // The seeded claim names AbCdEfGhIjKlMnOpQr02, which does not exist (deleted as oversized).
    const db = asAnonymous();
    await assertFails(addResponse(db, response('survey-limited'), 'AbCdEfGhIjKlMnOpQr02'));
    // Nor with a slot whose claim names another id; with its own slot it is a normal answer.
    await assertFails(
      sent('survey-limited', {
        db,
        slot: true,
        claimOf: () => ({ responseId: 'AbCdEfGhIjKlMnOpQr55' }),
      }),
    );
    await assertSucceeds(sent('survey-limited', { db, slot: true }));
  });

  // One request must not create hundreds of responses (and so hundreds of notifications and
  // counts): a survey without a limit takes each response with its gate, one per gate and commit.
  test('500 responses in one commit: denied; one response: allowed; 20 separate answers in a second: all allowed', async () => {
    const db = asAnonymous();
    const flood = writeBatch(db);
    for (let i = 0; i < 500; i += 1) flood.set(doc(collection(db, 'responses')), response());
    await assertFails(flood.commit());
    // With a gate for each: 63 responses and 62 gates (an auto id starts with one of 62
    // characters), so two share a gate and the commit fails too.
    const gated = writeBatch(db);
    for (let i = 0; i < 63; i += 1) {
      const ref = doc(collection(db, 'responses'));
      gated.set(ref, response());
      gated.set(doc(db, 'responseGates', responseGateId('survey-live', ref.id)), {
        responseId: ref.id,
      });
    }
    await assertFails(gated.commit());
    // Two responses behind one gate: only the one it names may pass, so the batch fails.
    const two = writeBatch(db);
    const a = doc(db, 'responses', 'QaAaAaAaAaAaAaAaAa01');
    two.set(a, response());
    two.set(doc(db, 'responses', 'QbBbBbBbBbBbBbBbBb02'), response());
    two.set(doc(db, 'responseGates', 'survey-live_Q'), { responseId: a.id });
    await assertFails(two.commit());
    // Without its gate, or with a gate naming another response or at another gate: refused.
    await assertFails(sent('survey-live', { db, gate: false }));
    const misplaced = writeBatch(db);
    const ref = doc(db, 'responses', 'MaAaAaAaAaAaAaAaAa03');
    misplaced.set(ref, response());
    misplaced.set(doc(db, 'responseGates', 'survey-live_N'), { responseId: ref.id });
    await assertFails(misplaced.commit());
    await assertFails(
      setDoc(doc(db, 'responseGates', 'survey-live_Z'), { responseId: 'ZaAaAaAaAaAaAaAaAa04' }),
    );
    // One response with its gate, as the page sends it.
    await assertSucceeds(sent('survey-live', { db }));
    // A busy moment: 20 visitors answering within a second, each in their own request.
    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, () => sent('survey-live', { db: asAnonymous() })),
    );
    expect(burst.filter((result) => result.status === 'rejected')).toEqual([]);
  });

  test('a survey without a limit takes no slot, so a later limit is not pre-filled', async () => {
    for (const db of [asAnonymous(), asNewcomer(), asDeleted()])
      await assertFails(slotted('survey-live', db));
    await assertSucceeds(sent('survey-live'));
  });

  test('staff (and the server) set the count itself to repair it; nobody else', async () => {
    const slot = (db: Firestore) => doc(db, 'surveyAnswerSlots', 'survey-limited');
    await assertSucceeds(setDoc(slot(asStaff()), { count: 0 }));
    await assertSucceeds(setDoc(doc(asStaff(), 'surveyAnswerSlots', 'survey-live'), { count: 1 }));
    await assertFails(setDoc(slot(asStaff()), { count: -1 }));
    await assertFails(setDoc(slot(asStaff()), { count: 1, lastId: 'AbCdEfGhIjKlMnOpQr02' }));
    await assertFails(setDoc(slot(asStaff()), { count: 'many' }));
    for (const db of [asAnonymous(), asNewcomer(), asDeleted()])
      await assertFails(setDoc(slot(db), { count: 0 }));
    await assertFails(getDoc(doc(asStaff(), 'surveyAnswerSlotClaims', 'survey-limited')));
  });

  test('no response for a draft, closed or missing survey', async () => {
    for (const id of ['survey-draft', 'survey-closed', 'no-such-id'])
      await assertFails(addResponse(asAnonymous(), response(id)));
  });

  test('a survey with fieldIds accepts answers keyed by its fields only', async () => {
    const db = asAnonymous();
    const keyed = (answers: Record<string, unknown>) => ({ ...response('survey-keyed'), answers });
    await assertSucceeds(addResponse(db, keyed({ f1: 'A', f2: ['x'] })));
    await assertSucceeds(addResponse(db, keyed({ f2: 3 })));
    await assertSucceeds(addResponse(db, keyed({})));
    await assertFails(addResponse(db, keyed({ f1: 'A', forged: 'x' })));
    // Reserved and oversized field names never reach the rules: the SDK or the server refuses
    // them first (and the rules would deny them: they are not among fieldIds).
    await assertRefused(() => addResponse(db, keyed({ __x__: 'A' })));
    await assertRefused(() => addResponse(db, keyed({ ['a'.repeat(1600)]: 'A' })));
  });

  test('a legacy survey without fieldIds still accepts any answer keys', async () => {
    await assertSucceeds(addResponse(asAnonymous(), { ...response(), answers: { any: 'x' } }));
  });

  test('no response for an archived survey, even a published one', async () => {
    const archived = { ...response('survey-archived'), answers: { f1: 'A' } };
    await assertFails(addResponse(asAnonymous(), archived));
    await assertFails(addResponse(asStaff(), archived));
  });

  test('no response with an id the client chose (only auto ids)', async () => {
    const db = asAnonymous();
    await assertFails(addResponse(db, response(), 'my-own-id'));
    await assertFails(addResponse(db, response(), 'r'.repeat(21)));
    await assertFails(addResponse(db, response(), 'r'.repeat(19)));
    await assertFails(addResponse(db, response(), 'with_underscore_0123'));
    // The shape of an auto id is all the rules can see: a 20-character id is accepted.
    await assertSucceeds(addResponse(db, response(), 'AbCdEfGhIjKlMnOpQr12'));
  });

  test('no response with extra or missing keys, a client clock or non-map answers', async () => {
    const db = asAnonymous();
    await assertFails(addResponse(db, { ...response(), statsCountedAt: 1 }));
    const { answers: _answers, ...withoutAnswers } = response();
    await assertFails(addResponse(db, withoutAnswers));
    await assertFails(addResponse(db, { ...response(), submittedAt: new Date(0) }));
    await assertFails(addResponse(db, { ...response(), answers: ['A'] }));
  });

  test('a visitor gets one response (current or legacy) by id but never lists or changes them', async () => {
    const db = asAnonymous();
    await assertSucceeds(getDoc(doc(db, 'responses', 'r1')));
    await assertSucceeds(getDoc(doc(db, 'surveyResponses', 'legacy1')));
    await assertFails(getDocs(collection(db, 'responses')));
    await assertFails(
      getDocs(query(collection(db, 'responses'), where('surveyId', '==', 'survey-live'))),
    );
    await assertFails(getDocs(collection(db, 'surveyResponses')));
    await assertFails(updateDoc(doc(db, 'responses', 'r1'), { answers: {} }));
    await assertFails(deleteDoc(doc(db, 'responses', 'r1')));
  });

  test('statistics: anyone gets them by survey id; no client writes them, staff included', async () => {
    await assertSucceeds(getDoc(doc(asAnonymous(), 'surveyStats', 'survey-live')));
    await assertFails(getDocs(collection(asAnonymous(), 'surveyStats')));
    await assertFails(
      setDoc(doc(asAnonymous(), 'surveyStats', 'survey-live'), { responseCount: 9 }),
    );
    await assertFails(setDoc(doc(asStaff(), 'surveyStats', 'survey-live'), { responseCount: 9 }));
    await assertSucceeds(getDocs(collection(asStaff(), 'surveyStats')));
  });

  test('settings: visitors get the common footer only; staff read and write', async () => {
    await assertSucceeds(getDoc(doc(asAnonymous(), 'surveySettings', 'common')));
    await assertFails(getDoc(doc(asAnonymous(), 'surveySettings', 'internal')));
    await assertFails(setDoc(doc(asAnonymous(), 'surveySettings', 'common'), { footerText: 'x' }));
    await assertSucceeds(
      setDoc(doc(asStaff(), 'surveySettings', 'common'), { footerText: 'x' }, { merge: true }),
    );
  });

  test('staff list, edit and delete surveys, list responses, and never edit or delete one', async () => {
    const db = asStaff();
    await assertSucceeds(getDocs(query(collection(db, 'surveys'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(updateDoc(doc(db, 'surveys', 'survey-live'), { status: 'closed' }));
    await assertSucceeds(
      getDocs(query(collection(db, 'responses'), where('surveyId', '==', 'survey-live'))),
    );
    await assertSucceeds(getDocs(collection(db, 'surveyResponses')));
    await assertFails(updateDoc(doc(db, 'responses', 'r1'), { answers: {} }));
    await assertFails(deleteDoc(doc(db, 'responses', 'r1')));
  });
});

describe('presence', () => {
  test("staff see others' presence, but write and delete only their own tabs", async () => {
    const db = asStaff();
    await assertSucceeds(getDoc(doc(db, 'presence', `${OTHER_STAFF}_tab1`)));
    await assertFails(updateDoc(doc(db, 'presence', `${OTHER_STAFF}_tab1`), { rowIds: [] }));
    await assertFails(deleteDoc(doc(db, 'presence', `${OTHER_STAFF}_tab1`)));
    // Posing as another member, by the id or by the uid field.
    await assertFails(setDoc(doc(db, 'presence', `${OTHER_STAFF}_tab9`), presenceOf(OTHER_STAFF)));
    await assertFails(setDoc(doc(db, 'presence', `${OTHER_STAFF}_tab9`), presenceOf(STAFF)));
    await assertFails(setDoc(doc(db, 'presence', `${STAFF}_tab9`), presenceOf(OTHER_STAFF)));
    await assertSucceeds(setDoc(doc(db, 'presence', `${STAFF}_tab9`), presenceOf(STAFF)));
  });

  test('a presence document has the app’s shape: a known table, at most 50 rows, no extra fields', async () => {
    const db = asStaff();
    const write = (over: Record<string, unknown>) =>
      setDoc(doc(db, 'presence', `${STAFF}_tab3`), presenceOf(STAFF, over));
    await assertSucceeds(
      write({ columnId: null, rowIds: Array.from({ length: 50 }, (_, i) => `r${i}`) }),
    );
    await assertFails(write({ rowIds: Array.from({ length: 51 }, (_, i) => `r${i}`) }));
    await assertFails(write({ table: 'members' }));
    await assertFails(write({ extra: 'x' }));
    await assertFails(write({ name: 'x'.repeat(101) }));
    await assertFails(write({ sentAt: 'now' }));
    await assertFails(write({ expireAt: 'tomorrow' }));
  });

  test('a presence document is bounded in size: its row ids together, its expiry within hours', async () => {
    const db = asStaff();
    const write = (over: Record<string, unknown>) =>
      setDoc(doc(db, 'presence', `${STAFF}_tab4`), presenceOf(STAFF, over));
    const ids = (n: number, length: number) =>
      Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'r'));
    await assertSucceeds(write({ rowIds: ids(50, 128) }));
    await assertFails(write({ rowIds: ['x'.repeat(900_000)] }));
    await assertFails(write({ rowIds: ids(50, 130) }));
    await assertFails(write({ expireAt: new Date(Date.now() + 3 * 3_600_000) }));
    await assertFails(write({ expireAt: new Date('9999-01-01T00:00:00Z') }));
  });
});

describe('customer rows carry their writer', () => {
  for (const table of ['sa_list', 'ob_list']) {
    test(`${table}: a create or update stamped with the writer's own uid and the request time is allowed`, async () => {
      const db = asStaff();
      await assertSucceeds(
        setDoc(doc(db, table, 'stamped'), { clientName: 'a', ...stampOf(STAFF) }),
      );
      await assertSucceeds(
        updateDoc(doc(db, table, 'stamped'), { clientName: 'b', ...stampOf(STAFF) }),
      );
      // A delete carries no stamp: it is the ゴミ箱's (the server's), never a client's.
      await assertFails(deleteDoc(doc(db, table, 'stamped')));
    });

    test(`${table}: no stamp, another member's uid or a time of the client's choosing is refused`, async () => {
      const db = asStaff();
      const existing = table === 'sa_list' ? 'c1' : 'o1';
      await assertFails(setDoc(doc(db, table, 'unstamped'), { clientName: 'a' }));
      await assertFails(
        setDoc(doc(db, table, 'forged'), { clientName: 'a', ...stampOf(OTHER_STAFF) }),
      );
      await assertFails(
        setDoc(doc(db, table, 'dated'), {
          clientName: 'a',
          editedBy: STAFF,
          editedAt: new Date('2026-01-01T00:00:00Z'),
        }),
      );
      // Only staff: a signed-in non-member or a deleted member with their own stamp is refused.
      await assertFails(
        setDoc(doc(asNewcomer(), table, 'outsider'), { clientName: 'a', ...stampOf(NEWCOMER) }),
      );
      await assertFails(
        updateDoc(doc(asDeleted(), table, existing), { clientName: 'a', ...stampOf(DELETED) }),
      );
      // The survey marker is the server's: no client sets or changes it.
      const marker = { lastSurveyResponse: { responseId: 'r1', surveyId: 's1' } };
      await assertFails(
        setDoc(doc(db, table, 'marked'), { clientName: 'a', ...marker, ...stampOf(STAFF) }),
      );
      await assertFails(updateDoc(doc(db, table, existing), { ...marker, ...stampOf(STAFF) }));
      // A row the server marked is still edited as usual (the marker left as it is).
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore() as unknown as Firestore, table, existing), marker);
      });
      await assertSucceeds(
        updateDoc(doc(db, table, existing), { clientName: 'edited', ...stampOf(STAFF) }),
      );
      // An update must stamp itself: the stamp a previous write left does not do.
      await assertSucceeds(updateDoc(doc(db, table, existing), { ...stampOf(STAFF) }));
      await assertFails(updateDoc(doc(db, table, existing), { clientName: 'no stamp' }));
      await assertFails(
        updateDoc(doc(db, table, existing), { clientName: 'x', ...stampOf(OTHER_STAFF) }),
      );
    });
  }
});

describe('customer rows hold bounded text in the tables’ own fields', () => {
  const limit = 10_000;
  for (const [table, existing, field] of [
    ['sa_list', 'c1', 'nextAction'],
    ['ob_list', 'o1', 'taskMemo'],
  ] as const) {
    test(`${table}: text up to ${limit} characters, numbers, instants and the bookkeeping fields are allowed`, async () => {
      const db = asStaff();
      await assertSucceeds(
        setDoc(doc(db, table, 'full'), {
          clientName: 'a',
          [field]: 'あ'.repeat(limit),
          isFavorite: false,
          createdAt: serverTimestamp(),
          ...stampOf(STAFF),
        }),
      );
      await assertSucceeds(
        updateDoc(doc(db, table, existing), { [field]: 'x'.repeat(limit), ...stampOf(STAFF) }),
      );
      await assertSucceeds(
        updateDoc(doc(db, table, existing), { serviceName: 12, ...stampOf(STAFF) }),
      );
      await assertSucceeds(
        updateDoc(doc(db, table, existing), { [field]: deleteField(), ...stampOf(STAFF) }),
      );
      // A field the app no longer knows, already on the row, does not block editing others.
      await env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore() as unknown as Firestore, table, existing), {
          legacyNote: 'x'.repeat(limit * 2),
        });
      });
      await assertSucceeds(
        updateDoc(doc(db, table, existing), { clientName: 'b', ...stampOf(STAFF) }),
      );
    });

    test(`${table}: longer text, lists, maps and fields the table does not have are refused`, async () => {
      const db = asStaff();
      await assertFails(
        setDoc(doc(db, table, 'long'), { clientName: 'a'.repeat(limit + 1), ...stampOf(STAFF) }),
      );
      await assertFails(
        updateDoc(doc(db, table, existing), { [field]: 'x'.repeat(limit + 1), ...stampOf(STAFF) }),
      );
      await assertFails(updateDoc(doc(db, table, existing), { [field]: ['x'], ...stampOf(STAFF) }));
      await assertFails(
        updateDoc(doc(db, table, existing), { [field]: { padded: 'x' }, ...stampOf(STAFF) }),
      );
      await assertFails(updateDoc(doc(db, table, existing), { padding: 'x', ...stampOf(STAFF) }));
      await assertFails(
        setDoc(doc(db, table, 'extra'), { clientName: 'a', padding: 'x', ...stampOf(STAFF) }),
      );
      await assertFails(
        updateDoc(doc(db, table, existing), { isFavorite: 'yes', ...stampOf(STAFF) }),
      );
      await assertFails(
        updateDoc(doc(db, table, existing), { createdAt: 'today', ...stampOf(STAFF) }),
      );
    });
  }

  test('createdAt is the server’s: an add stamps the request time, an import a moment before it; no back-dating, no change later', async () => {
    const db = asStaff();
    const row = (createdAt: unknown) => ({ clientName: 'a', createdAt, ...stampOf(STAFF) });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await assertSucceeds(setDoc(doc(db, 'sa_list', 'added'), row(serverTimestamp())));
    // An import's rows: a millisecond apart back from its start, written a few minutes later.
    await assertSucceeds(setDoc(doc(db, 'sa_list', 'imported'), row(minutesAgo(5))));
    await assertSucceeds(setDoc(doc(db, 'ob_list', 'imported'), row(minutesAgo(0.01))));
    // Back-dated, or dated ahead of the request, or not an instant: refused.
    await assertFails(setDoc(doc(db, 'sa_list', 'old'), row(new Date('2020-01-01T00:00:00Z'))));
    await assertFails(setDoc(doc(db, 'sa_list', 'hour'), row(minutesAgo(60))));
    await assertFails(setDoc(doc(db, 'ob_list', 'ahead'), row(minutesAgo(-30))));
    await assertFails(setDoc(doc(db, 'sa_list', 'text'), row('2026-12-07')));
    // Once made, a row's createdAt stays: not even the request time replaces it.
    await assertFails(
      updateDoc(doc(db, 'sa_list', 'added'), { createdAt: serverTimestamp(), ...stampOf(STAFF) }),
    );
    await assertFails(
      updateDoc(doc(db, 'sa_list', 'c1'), { createdAt: minutesAgo(1), ...stampOf(STAFF) }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'sa_list', 'added'), { clientName: 'b', ...stampOf(STAFF) }),
    );
  });

  test('a field of the other table is refused', async () => {
    const db = asStaff();
    await assertFails(updateDoc(doc(db, 'sa_list', 'c1'), { taskMemo: 'x', ...stampOf(STAFF) }));
    await assertFails(
      updateDoc(doc(db, 'ob_list', 'o1'), { corporateNumber: '1', ...stampOf(STAFF) }),
    );
  });
});

describe('a row merged into another (名寄せ)', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'sa_list', 'gone'), { clientName: '(株)テスト', mergedInto: 'c1' });
      await setDoc(doc(db, 'ob_list', 'o-gone'), { clientName: 'OB', mergedInto: 'o1' });
      await setDoc(doc(db, 'sa_list', 'back'), { clientName: '戻った行', mergedInto: null });
      await setDoc(doc(db, 'customerMerges', 'm1'), { keptId: 'c1', mergedId: 'gone' });
    });
  });

  test('「重複ではない」 is marked in exactly its shape, by the writer, at the request’s time', async () => {
    const db = asStaff();
    const mark = (id: string, data: Record<string, unknown>) =>
      setDoc(doc(db, 'duplicateDismissals', id), data);
    await assertSucceeds(
      mark('ob_list_x1_y1', dismissalOf(STAFF, serverTimestamp(), 'x1', 'y1', 'ob_list')),
    );
    // Another member's name, a past time, the pair backwards, an id not of the pair, a stranger
    // table or an extra field: refused.
    await assertFails(
      mark('sa_list_x2_y2', dismissalOf(OTHER_STAFF, serverTimestamp(), 'x2', 'y2')),
    );
    await assertFails(
      mark('sa_list_x3_y3', dismissalOf(STAFF, new Date('2026-01-01'), 'x3', 'y3')),
    );
    await assertFails(mark('sa_list_y4_x4', dismissalOf(STAFF, serverTimestamp(), 'y4', 'x4')));
    await assertFails(mark('sa_list_other', dismissalOf(STAFF, serverTimestamp(), 'x5', 'y5')));
    await assertFails(
      mark('members_x6_y6', dismissalOf(STAFF, serverTimestamp(), 'x6', 'y6', 'members')),
    );
    await assertFails(
      mark('sa_list_x7_y7', { ...dismissalOf(STAFF, serverTimestamp(), 'x7', 'y7'), note: 'x' }),
    );
    await assertFails(getDocs(collection(asAnonymous(), 'duplicateDismissals')));
  });

  test('no client deletes or edits it, staff included; members still read it', async () => {
    const db = asStaff();
    await assertSucceeds(getDoc(doc(db, 'sa_list', 'gone')));
    await assertFails(deleteDoc(doc(db, 'sa_list', 'gone')));
    await assertFails(deleteDoc(doc(db, 'ob_list', 'o-gone')));
    await assertFails(updateDoc(doc(db, 'sa_list', 'gone'), { progress: 'x', ...stampOf(STAFF) }));
    await assertFails(
      updateDoc(doc(db, 'ob_list', 'o-gone'), { progress: 'x', ...stampOf(STAFF) }),
    );
  });

  test('no client marks a row merged or unmerges one; an undone merge leaves an ordinary row', async () => {
    const db = asStaff();
    await assertFails(updateDoc(doc(db, 'sa_list', 'c1'), { mergedInto: 'x', ...stampOf(STAFF) }));
    await assertFails(updateDoc(doc(db, 'sa_list', 'c1'), { lastMerge: 'm', ...stampOf(STAFF) }));
    await assertFails(
      setDoc(doc(db, 'sa_list', 'new'), { clientName: 'x', mergedInto: 'c1', ...stampOf(STAFF) }),
    );
    await assertFails(
      updateDoc(doc(db, 'sa_list', 'gone'), { mergedInto: null, ...stampOf(STAFF) }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'sa_list', 'back'), { progress: '商談中', ...stampOf(STAFF) }),
    );
    // Deleting it is the ゴミ箱's (the server's), as for any row.
    await assertFails(deleteDoc(doc(db, 'sa_list', 'back')));
  });

  test('a merge record is the server’s: members read, nobody writes; outsiders read nothing', async () => {
    await assertSucceeds(getDoc(doc(asStaff(), 'customerMerges', 'm1')));
    await assertFails(updateDoc(doc(asStaff(), 'customerMerges', 'm1'), { undone: true }));
    await assertFails(deleteDoc(doc(asStaff(), 'customerMerges', 'm1')));
    await assertFails(getDoc(doc(asAnonymous(), 'customerMerges', 'm1')));
    await assertFails(getDoc(doc(asAnonymous(), 'sa_list', 'gone')));
  });
});

describe('customer history', () => {
  test('staff read a row’s history, newest first, even after the customer is deleted', async () => {
    const db = asStaff();
    // Deleted as the server does it (moveToTrash): the history stays readable.
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, 'sa_list', 'c1'));
    });
    const entries = await getDocs(
      query(
        collection(db, 'customer_history'),
        where('table', '==', 'sa_list'),
        where('rowId', '==', 'c1'),
        orderBy('at', 'desc'),
      ),
    );
    expect(entries.size).toBe(1);
  });

  test('nobody writes, rewrites or deletes history through a client, staff included', async () => {
    const db = asStaff();
    await assertFails(addDoc(collection(db, 'customer_history'), historyEntry()));
    await assertFails(updateDoc(doc(db, 'customer_history', 'h1'), { by: null }));
    await assertFails(deleteDoc(doc(db, 'customer_history', 'h1')));
  });
});

describe('personal survey links', () => {
  test("a link is made in the app's shape only: a token id, a customer table, its author and time", async () => {
    const db = asStaff();
    const make = (id: string, over: Record<string, unknown> = {}) =>
      setDoc(doc(db, 'surveyLinks', id), surveyLink(over));
    await assertSucceeds(make('ZyXwVuTsRqPoNmLkJiH1'));
    await assertFails(make('not-a-token'));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH2', { table: 'members' }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH3', { createdBy: OTHER_STAFF }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH4', { createdAt: new Date(0) }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH5', { extra: true }));
    // Row and survey ids in the shape of document ids (auto ids, the seed's 'seed-…' ids).
    await assertSucceeds(make('ZyXwVuTsRqPoNmLkJiH6', { rowId: 'seed-ob-1_x' }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH7', { rowId: '' }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH8', { rowId: 'a/b' }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiH9', { rowId: 'x'.repeat(129) }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiI1', { surveyId: '<script>' }));
  });

  test('a link for a 先方担当者 names one of that company’s people, by id and name', async () => {
    const db = asStaff();
    const make = (id: string, over: Record<string, unknown>) =>
      setDoc(doc(db, 'surveyLinks', id), surveyLink(over));
    // ct1 is a contact of SA row c1.
    await assertSucceeds(
      make('ZyXwVuTsRqPoNmLkJiC1', { contactId: 'ct1', contactName: '山田 太郎' }),
    );
    // Another company's person, a person who does not exist, or a name without its id: refused.
    await assertFails(
      make('ZyXwVuTsRqPoNmLkJiC2', { rowId: 'c2', contactId: 'ct1', contactName: '山田 太郎' }),
    );
    await assertFails(make('ZyXwVuTsRqPoNmLkJiC3', { contactId: 'nobody', contactName: 'x' }));
    await assertFails(make('ZyXwVuTsRqPoNmLkJiC4', { contactId: 'ct1' }));
    await assertFails(
      make('ZyXwVuTsRqPoNmLkJiC5', { contactId: 'ct1', contactName: 'あ'.repeat(101) }),
    );
  });

  test('a visitor holding a token still cannot read what it names', async () => {
    await assertFails(getDoc(doc(asAnonymous(), 'surveyLinks', LINK_TOKEN)));
    await assertFails(getDoc(doc(asNewcomer(), 'surveyLinks', LINK_TOKEN)));
  });
});

describe('surveyLinkValues: what a personal link carries for 表示条件', () => {
  const write = (values: unknown, over: Record<string, unknown> = {}, token = LINK_TOKEN) =>
    setDoc(doc(asStaff(), 'surveyLinkValues', token), { surveyId: 'survey-live', values, ...over });

  test('staff write outcomes beside an existing link of the same survey', async () => {
    await assertSucceeds(write({ 'q1.0': '1', 'q2.1': '0' }));
    await assertFails(write({ 'q1.0': '1' }, { surveyId: 'survey-other' }));
    await assertFails(write({ 'q1.0': '1' }, {}, 'ZyXwVuTsRqPoNmLkJiHg'));
    await assertFails(write('1'));
    await assertFails(write({ 'q1.0': '1' }, { clientName: '株式会社OB' }));
  });

  test('only references and 1 or 0, at most 200: no customer value, however short or long', async () => {
    const refs = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`field-${i}.${i % 3}`, `${i % 2}`]));
    await assertSucceeds(write(refs(200)));
    await assertFails(write(refs(201)));
    for (const { key } of LINK_VALUE_SOURCES) await assertFails(write({ [key]: '商談中' }));
    await assertFails(write({ 'q1.0': '失注（価格）' }));
    await assertFails(write({ 'q1.0': 'x'.repeat(900_000) }));
    // Firestore itself refuses a field name over 1,500 bytes; thirty of a thousand are refused here.
    const longRefs = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`${i}`.padStart(1_000, 'q'), '1']),
    );
    await assertFails(write(longRefs));
    await assertFails(write({ 'q1.0': 1 }));
  });

  test('a stranger holding a link reads no customer value: not in the survey, not beside the link, not the rules', async () => {
    const stranger = asAnonymous();
    const survey = (await getDoc(doc(stranger, 'surveys', 'survey-live'))).data();
    const carried = (await getDoc(doc(stranger, 'surveyLinkValues', LINK_TOKEN))).data();
    const seen = JSON.stringify([survey, carried]);
    expect(carried?.values).toEqual({ 'q2.0': '1' });
    expect(survey?.fields).toHaveLength(2);
    expect(seen).not.toContain('納品済み');
    for (const { key } of LINK_VALUE_SOURCES) expect(seen).not.toContain(key);
    await assertFails(getDoc(doc(stranger, 'surveyLinkRules', 'survey-live')));
    await assertFails(getDoc(doc(asNewcomer(), 'surveyLinkRules', 'survey-live')));
    await assertSucceeds(getDoc(doc(asStaff(), 'surveyLinkRules', 'survey-live')));
  });

  test('a visitor gets the values by token, never writes them, never lists them', async () => {
    await assertSucceeds(getDoc(doc(asAnonymous(), 'surveyLinkValues', LINK_TOKEN)));
    await assertFails(getDocs(collection(asAnonymous(), 'surveyLinkValues')));
    // A second visitor, without the token, cannot find the values by their survey either.
    await assertFails(
      getDocs(
        query(
          collection(asAnonymous(), 'surveyLinkValues'),
          where('surveyId', '==', 'survey-live'),
        ),
      ),
    );
    await assertFails(
      getDocs(
        query(collection(asNewcomer(), 'surveyLinkValues'), where('surveyId', '==', 'survey-live')),
      ),
    );
    await assertFails(
      setDoc(doc(asAnonymous(), 'surveyLinkValues', LINK_TOKEN), {
        surveyId: 'survey-live',
        values: { 'q2.0': '0' },
      }),
    );
  });
});

describe('customerComments: members post, the author edits or deletes', () => {
  const post = (over: Record<string, unknown> = {}, db = asStaff()) =>
    addDoc(collection(db, 'customerComments'), commentOf(STAFF, over));

  test('a comment names its writer, a row of SA or OB, bounded text and members', async () => {
    await assertSucceeds(post({ mentions: [OTHER_STAFF] }));
    await assertSucceeds(post({ table: 'ob_list', body: 'あ'.repeat(5000) }));
    await assertFails(post({ authorUid: OTHER_STAFF }));
    await assertFails(post({ body: '' }));
    await assertFails(post({ body: 'あ'.repeat(5001) }));
    await assertFails(post({ table: 'members' }));
    await assertFails(post({ rowId: 'a/b' }));
    await assertFails(post({ createdAt: new Date(0) }));
    await assertFails(post({ mentions: ['not-a-member'] }));
    await assertFails(post({ mentions: [OTHER_STAFF, 'not-a-member'] }));
    await assertFails(post({ mentions: Array.from({ length: 9 }, () => STAFF) }));
    await assertFails(post({ pinned: true }));
    await assertFails(post({}, asNewcomer()));
    await assertFails(post({}, asAnonymous()));
  });

  test('only the author edits (stamped) or deletes (kept, emptied); nobody removes', async () => {
    const mine = (db = asStaff()) => doc(db, 'customerComments', 'cm-mine');
    await assertFails(updateDoc(mine(), { body: '直しました' }));
    await assertFails(
      updateDoc(mine(asOtherStaff()), { body: '横から', editedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(mine(), {
        body: '直しました',
        editedAt: serverTimestamp(),
        authorUid: OTHER_STAFF,
      }),
    );
    await assertFails(
      updateDoc(mine(), { mentions: ['not-a-member'], editedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(mine(), {
        body: '直しました',
        mentions: [OTHER_STAFF],
        editedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(mine()));
    await assertFails(updateDoc(mine(), { deleted: true, body: '残す', mentions: [] }));
    await assertFails(
      updateDoc(doc(asStaff(), 'customerComments', 'cm-theirs'), {
        deleted: true,
        body: '',
        mentions: [],
      }),
    );
    await assertSucceeds(updateDoc(mine(), { deleted: true, body: '', mentions: [] }));
    // Deleted stays deleted.
    await assertFails(
      updateDoc(mine(), { deleted: false, body: '復活', editedAt: serverTimestamp() }),
    );
  });
});

describe('customerFollows: each member follows and unfollows for themselves', () => {
  const follow = (id: string, data: Record<string, unknown>, db = asStaff()) =>
    setDoc(doc(db, 'customerFollows', id), data);

  test("a follow is the writer's own, in its id and shape, stamped now", async () => {
    await assertSucceeds(
      follow(`sa_list_c2_${STAFF}`, followOf(STAFF, serverTimestamp(), { rowId: 'c2' })),
    );
    // On another's behalf, under another's id, or a mismatched id: refused.
    await assertFails(
      follow(
        `sa_list_c2_${OTHER_STAFF}`,
        followOf(OTHER_STAFF, serverTimestamp(), { rowId: 'c2' }),
      ),
    );
    await assertFails(
      follow(`sa_list_c2_${OTHER_STAFF}`, followOf(STAFF, serverTimestamp(), { rowId: 'c2' })),
    );
    await assertFails(
      follow(`sa_list_c3_${STAFF}`, followOf(STAFF, serverTimestamp(), { rowId: 'c2' })),
    );
    await assertFails(
      follow(
        `members_c2_${STAFF}`,
        followOf(STAFF, serverTimestamp(), { table: 'members', rowId: 'c2' }),
      ),
    );
    await assertFails(follow(`sa_list_c2_${STAFF}`, followOf(STAFF, new Date(0), { rowId: 'c2' })));
    await assertFails(
      follow(
        `sa_list_c2_${STAFF}`,
        followOf(STAFF, serverTimestamp(), { rowId: 'c2', muted: true }),
      ),
    );
    await assertFails(
      follow(
        `sa_list_c2_${NEWCOMER}`,
        followOf(NEWCOMER, serverTimestamp(), { rowId: 'c2' }),
        asNewcomer(),
      ),
    );
  });

  test('only the follower unfollows; a non-member sees nobody', async () => {
    await assertFails(deleteDoc(doc(asStaff(), 'customerFollows', `sa_list_c1_${OTHER_STAFF}`)));
    await assertSucceeds(
      deleteDoc(doc(asOtherStaff(), 'customerFollows', `sa_list_c1_${OTHER_STAFF}`)),
    );
    await assertFails(
      getDocs(query(collection(asNewcomer(), 'customerFollows'), where('rowId', '==', 'c1'))),
    );
    await assertFails(
      getDocs(query(collection(asAnonymous(), 'customerFollows'), where('rowId', '==', 'c1'))),
    );
  });
});

describe('customerViews: personal and shared', () => {
  const views = (db: Firestore) => collection(db, 'customerViews');
  const view = (db: Firestore, id: string) => doc(db, 'customerViews', id);

  test("staff read shared views and their own, never another member's personal one", async () => {
    const db = asStaff();
    await assertSucceeds(getDoc(view(db, 'view-shared')));
    await assertSucceeds(getDoc(view(db, 'view-mine')));
    await assertFails(getDoc(view(db, 'view-theirs')));
    await assertSucceeds(getDocs(query(views(db), where('shared', '==', true))));
    await assertSucceeds(getDocs(query(views(db), where('ownerUid', '==', STAFF))));
    // A query that could return someone else's personal view is refused as a whole.
    await assertFails(getDocs(views(db)));
    await assertFails(getDocs(query(views(db), where('ownerUid', '==', OTHER_STAFF))));
  });

  test('a member creates views of their own, well formed and stamped', async () => {
    const db = asStaff();
    await assertSucceeds(setDoc(view(db, 'v1'), viewOf(STAFF)));
    await assertSucceeds(setDoc(view(db, 'v2'), viewOf(STAFF, { shared: true, table: 'ob_list' })));
    for (const bad of [
      viewOf(STAFF, { ownerUid: OTHER_STAFF }),
      viewOf(STAFF, { updatedBy: OTHER_STAFF }),
      viewOf(STAFF, { updatedAt: new Date() }),
      viewOf(STAFF, { createdAt: new Date() }),
      viewOf(STAFF, { table: 'members' }),
      viewOf(STAFF, { name: '' }),
      viewOf(STAFF, { name: 'x'.repeat(101) }),
      viewOf(STAFF, { shared: 'yes' }),
      viewOf(STAFF, { state: { filters: {}, sort: null, columns: { order: [] } } }),
      viewOf(STAFF, { extra: true }),
    ])
      await assertRefused(() => setDoc(view(db, 'v-bad'), bad));
  });

  test('a view’s state is one bounded text: every value in it counts (a 900,000-character filter is refused)', async () => {
    const db = asStaff();
    const limit = VIEW_STATE_MAX_CHARS;
    const withFilter = (value: string) =>
      viewOf(STAFF, { state: JSON.stringify({ filters: { referralSource: value } }) });
    const sized = (chars: number) => withFilter('あ'.repeat(chars - withFilter('').state.length));
    await assertSucceeds(setDoc(view(db, 'v-full'), sized(limit)));
    await assertSucceeds(
      updateDoc(view(db, 'v-full'), savedBy(STAFF, { state: sized(limit).state })),
    );
    await assertFails(setDoc(view(db, 'v-over'), sized(limit + 1)));
    await assertFails(setDoc(view(db, 'v-over'), withFilter('x'.repeat(900_000))));
    await assertFails(
      updateDoc(view(db, 'v-full'), savedBy(STAFF, { state: sized(limit + 1).state })),
    );
  });

  test('a personal view is saved by its owner only; a shared one by any member, still shared', async () => {
    await assertSucceeds(updateDoc(view(asStaff(), 'view-mine'), savedBy(STAFF)));
    await assertFails(updateDoc(view(asStaff(), 'view-theirs'), savedBy(STAFF)));
    await assertSucceeds(updateDoc(view(asStaff(), 'view-shared'), savedBy(STAFF)));
    // Not made personal (it would vanish for the team), not taken over, not moved to OB.
    for (const change of [{ shared: false }, { ownerUid: STAFF }, { table: 'ob_list' }])
      await assertFails(updateDoc(view(asStaff(), 'view-shared'), savedBy(STAFF, change)));
    // The owner may stop sharing their own view.
    await assertSucceeds(
      updateDoc(view(asOtherStaff(), 'view-shared'), savedBy(OTHER_STAFF, { shared: false })),
    );
  });

  test('only the owner deletes a view, shared or not', async () => {
    await assertFails(deleteDoc(view(asStaff(), 'view-shared')));
    await assertFails(deleteDoc(view(asStaff(), 'view-theirs')));
    await assertSucceeds(deleteDoc(view(asStaff(), 'view-mine')));
    await assertSucceeds(deleteDoc(view(asOtherStaff(), 'view-shared')));
  });
});

describe("members' stored Chatwork mentions", () => {
  const mention = (db: Firestore, owner: string, id = '1-100') =>
    doc(db, 'members', owner, 'mentions', id);
  const stored = {
    roomId: 1,
    roomName: '営業チーム',
    messageId: '100',
    senderId: 20,
    senderName: '佐藤',
    body: '[To:10]見積もりの件',
    sendTime: 1_790_000_000,
    state: 'unread',
  };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(mention(db, STAFF), stored);
      await setDoc(mention(db, OTHER_STAFF), stored);
    });
  });

  test('the member reads their own mentions; nobody else does, staff included', async () => {
    await assertSucceeds(getDoc(mention(asStaff(), STAFF)));
    await assertSucceeds(getDocs(collection(asStaff(), 'members', STAFF, 'mentions')));
    await assertFails(getDoc(mention(asStaff(), OTHER_STAFF)));
    await assertFails(getDocs(collection(asStaff(), 'members', OTHER_STAFF, 'mentions')));
    await assertFails(getDoc(mention(asAnonymous(), STAFF)));
    await assertFails(getDoc(mention(asNewcomer(), STAFF)));
  });

  test('the member changes the state only, stamped with the time; the server stores and removes', async () => {
    const db = asStaff();
    await assertSucceeds(
      updateDoc(mention(db, STAFF), { state: 'read', stateAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(mention(db, STAFF), {
        state: 'done',
        stateBefore: 'read',
        stateAt: serverTimestamp(),
      }),
    );
    for (const bad of [
      { state: 'archived', stateAt: serverTimestamp() },
      { state: 'read', stateAt: new Date() },
      { state: 'read' },
      { state: 'read', stateAt: serverTimestamp(), body: '書き換え' },
      { state: 'done', stateBefore: 'gone', stateAt: serverTimestamp() },
    ])
      await assertFails(updateDoc(mention(db, STAFF), bad));
    await assertFails(
      updateDoc(mention(db, OTHER_STAFF), { state: 'read', stateAt: serverTimestamp() }),
    );
    await assertFails(setDoc(mention(db, STAFF, '1-101'), stored));
    await assertFails(deleteDoc(mention(db, STAFF)));
  });

  test('the webhook token is kept like the key: written by the owner only, never read back, short text', async () => {
    const token = (db: Firestore, owner: string) =>
      doc(db, 'members', owner, 'private', 'chatworkWebhook');
    await assertSucceeds(setDoc(token(asStaff(), STAFF), { webhookToken: 'dG9rZW4=' }));
    await assertFails(getDoc(token(asStaff(), STAFF)));
    await assertFails(getDoc(token(asOtherStaff(), STAFF)));
    await assertFails(setDoc(token(asOtherStaff(), STAFF), { webhookToken: 'dG9rZW4=' }));
    await assertFails(setDoc(token(asStaff(), STAFF), { webhookToken: 'x'.repeat(257) }));
    await assertFails(setDoc(token(asStaff(), STAFF), { webhookToken: 42 }));
  });
});

describe('who is in charge: assignee names and Chatwork account ids', () => {
  const name = (db: Firestore, id = '山本') => doc(db, 'assigneeNames', id);
  const claim = (uid: string) => ({ uid, claimedAt: serverTimestamp() });

  test('a member claims a free name for themselves only; nobody takes or changes another’s', async () => {
    await assertSucceeds(setDoc(name(asStaff()), claim(STAFF)));
    // Taken: another member cannot claim it over, nor change or delete it.
    await assertFails(setDoc(name(asOtherStaff()), claim(OTHER_STAFF)));
    await assertFails(updateDoc(name(asOtherStaff()), { uid: OTHER_STAFF }));
    await assertFails(deleteDoc(name(asOtherStaff())));
    // Not for someone else, not with a client clock or other fields, not by non-members.
    await assertFails(setDoc(name(asStaff(), '佐藤'), claim(OTHER_STAFF)));
    await assertFails(setDoc(name(asStaff(), '佐藤'), { uid: STAFF, claimedAt: new Date() }));
    await assertFails(setDoc(name(asStaff(), '佐藤'), { ...claim(STAFF), role: 'admin' }));
    await assertFails(setDoc(name(asStaff(), 'x'.repeat(101)), claim(STAFF)));
    await assertFails(setDoc(name(asNewcomer(), '鈴木'), claim(NEWCOMER)));
    await assertFails(setDoc(name(asDeleted(), '鈴木'), claim(DELETED)));
    // Everyone on the team reads who is in charge; the owner gives it back.
    await assertSucceeds(getDocs(collection(asOtherStaff(), 'assigneeNames')));
    await assertFails(getDocs(collection(asAnonymous(), 'assigneeNames')));
    await assertSucceeds(deleteDoc(name(asStaff())));
    await assertSucceeds(setDoc(name(asOtherStaff()), claim(OTHER_STAFF)));
    // The legacy map is read-only now.
    await assertFails(
      setDoc(doc(asStaff(), 'teamSettings', 'assignees'), { names: { 田中: STAFF } }),
    );
  });

  test('nobody records a Chatwork account id from a browser, not even their own (the server does)', async () => {
    const member = (db: Firestore, uid: string) => doc(db, 'members', uid);
    await assertFails(
      updateDoc(member(asStaff(), STAFF), { chatworkAccountId: 100, chatworkAccountName: '私' }),
    );
    await assertFails(updateDoc(member(asOtherStaff(), STAFF), { chatworkAccountId: 200 }));
    await assertFails(updateDoc(member(asNewcomer(), NEWCOMER), { chatworkAccountId: 100 }));
    // Name and e-mail stay editable: by a 管理者 for anyone, by a member for themself.
    await assertSucceeds(
      updateDoc(member(asStaff(), OTHER_STAFF), { name: '名前', email: 'other@example.com' }),
    );
    await assertSucceeds(
      updateDoc(member(asOtherStaff(), OTHER_STAFF), { name: '自分', email: 'o@example.com' }),
    );
  });
});

describe('権限: 管理者, メンバー, 閲覧のみ', () => {
  const member = (db: Firestore, uid: string) => doc(db, 'members', uid);

  test('a 管理者 renames anyone; a メンバー or 閲覧のみ only themself, stamped as the writer', async () => {
    await assertSucceeds(
      updateDoc(member(asStaff(), VIEWER), { name: '閲覧さん', updatedBy: STAFF }),
    );
    await assertFails(updateDoc(member(asEditor(), OTHER_STAFF), { name: '他人' }));
    await assertFails(updateDoc(member(asViewer(), EDITOR), { name: '他人' }));
    await assertSucceeds(updateDoc(member(asViewer(), VIEWER), { name: '私', updatedBy: VIEWER }));
    // The stamp names the writer, never someone else.
    await assertFails(updateDoc(member(asEditor(), EDITOR), { name: '私', updatedBy: STAFF }));
  });

  test('nobody writes a role or the export right through a client, a 管理者 included', async () => {
    await assertFails(updateDoc(member(asStaff(), EDITOR), { role: 'admin' }));
    await assertFails(updateDoc(member(asStaff(), EDITOR), { canExport: true }));
    await assertFails(updateDoc(member(asEditor(), EDITOR), { role: 'admin' }));
    await assertFails(updateDoc(member(asViewer(), VIEWER), { role: 'member', canExport: true }));
  });

  test('only a 管理者 deletes a member, never themself', async () => {
    await assertFails(deleteDoc(member(asEditor(), VIEWER)));
    await assertFails(deleteDoc(member(asViewer(), EDITOR)));
    await assertFails(deleteDoc(member(asStaff(), STAFF)));
    await assertSucceeds(deleteDoc(member(asStaff(), VIEWER)));
  });

  test('a record from before roles counts as a メンバー: it edits customers, manages nobody', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'members', 'legacy-staff'), { uid: 'legacy-staff', name: '旧' });
    });
    const legacy = env.authenticatedContext('legacy-staff').firestore() as unknown as Firestore;
    await assertSucceeds(
      updateDoc(doc(legacy, 'sa_list', 'c1'), { progress: '受注', ...stampOf('legacy-staff') }),
    );
    await assertFails(deleteDoc(member(legacy, VIEWER)));
    await assertFails(getDocs(collection(legacy, 'auditLog')));
  });

  test('閲覧のみ keeps personal views; sharing one, or saving a colleague’s, is an editor’s', async () => {
    await assertSucceeds(setDoc(doc(asViewer(), 'customerViews', 'v-mine'), viewOf(VIEWER)));
    await assertFails(
      setDoc(doc(asViewer(), 'customerViews', 'v-shared'), viewOf(VIEWER, { shared: true })),
    );
    await assertFails(
      updateDoc(
        doc(asViewer(), 'customerViews', `view-of-${VIEWER}`),
        savedBy(VIEWER, { shared: true }),
      ),
    );
    // The team's shared view: a メンバー saves changes to it, 閲覧のみ does not.
    await assertFails(updateDoc(doc(asViewer(), 'customerViews', 'view-shared'), savedBy(VIEWER)));
    await assertSucceeds(
      updateDoc(doc(asEditor(), 'customerViews', 'view-shared'), savedBy(EDITOR)),
    );
  });

  test('閲覧のみ changes its own inbox and follows, and nothing of the team’s', async () => {
    await assertSucceeds(
      updateDoc(doc(asViewer(), 'members', VIEWER, 'mentions', '77-1'), {
        state: 'done',
        stateAt: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(doc(asViewer(), 'customerComments', 'c-v'), commentOf(VIEWER)));
    await assertFails(
      setDoc(doc(asViewer(), 'surveys', 'new-survey'), { title: 'x', status: 'draft' }),
    );
    await assertFails(deleteDoc(doc(asViewer(), 'promotions', 'promo-draft')));
    await assertFails(setDoc(doc(asViewer(), 'dropdown_options', 'oemList'), { options: ['x'] }));
  });
});

describe('reminders: rules by staff, claims and failures by the server', () => {
  const valid = {
    ...SAMPLE_REMINDER_FIELDS,
    createdBy: STAFF,
    createdAt: serverTimestamp(),
  };
  const ruleDoc = (db: Firestore, id = 'rule-1') => doc(db, 'reminderRules', id);

  test('staff set rules a reminder can run; anything malformed is refused', async () => {
    await assertSucceeds(setDoc(ruleDoc(asStaff()), valid));
    await assertSucceeds(getDocs(collection(asOtherStaff(), 'reminderRules')));
    await assertSucceeds(
      setDoc(ruleDoc(asStaff(), 'rule-2'), {
        ...valid,
        table: 'sa_list',
        field: 'lastContactDate',
        offsetDays: 30,
        progress: null,
      }),
    );
    await assertSucceeds(deleteDoc(ruleDoc(asStaff(), 'rule-2')));
    await assertFails(setDoc(ruleDoc(asNewcomer(), 'rule-3'), valid));
    await assertFails(getDoc(ruleDoc(asAnonymous())));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, field: 'lastContactDate' }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, offsetDays: 1.5 }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, offsetDays: 400 }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, time: '25:00' }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, roomId: '77' }));
    await assertFails(
      setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, progress: { op: 'gt', value: 'x' } }),
    );
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, token: 'secret' }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, createdBy: OTHER_STAFF }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-4'), { ...valid, createdAt: 1 }));
  });

  test('the team has at most 50 rules: a new rule takes one of the slots rule-1 to rule-50', async () => {
    await assertSucceeds(setDoc(ruleDoc(asStaff(), 'rule-50'), valid));
    for (const id of ['rule-51', 'rule-0', 'rule-07', 'r1', 'extra-rule'])
      await assertFails(setDoc(ruleDoc(asStaff(), id), valid));
    await assertFails(addDoc(collection(asStaff(), 'reminderRules'), valid));
    // A rule stays in its table when changed.
    await assertFails(
      updateDoc(ruleDoc(asStaff(), 'rule-50'), { table: 'sa_list', field: 'meetingDate' }),
    );
  });

  test('a rule is changed only by the member who made it; any member may delete it', async () => {
    await assertSucceeds(setDoc(ruleDoc(asStaff(), 'rule-5'), valid));
    // A colleague cannot send it elsewhere, nor take it over.
    await assertFails(
      setDoc(ruleDoc(asOtherStaff(), 'rule-5'), { ...valid, roomId: 99, createdBy: OTHER_STAFF }),
    );
    await assertFails(updateDoc(ruleDoc(asOtherStaff(), 'rule-5'), { roomId: 99 }));
    await assertSucceeds(
      updateDoc(ruleDoc(asStaff(), 'rule-5'), { roomId: 78, createdAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(ruleDoc(asOtherStaff(), 'rule-5')));
  });

  test('once the team set its reminder rooms, a rule may name only one of them', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'teamSettings', 'reminderRooms'), { roomIds: [77, 88] });
    });
    await assertSucceeds(setDoc(ruleDoc(asStaff(), 'rule-6'), valid));
    await assertSucceeds(setDoc(ruleDoc(asStaff(), 'rule-7'), { ...valid, roomId: 88 }));
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-8'), { ...valid, roomId: 12345 }));
    // An empty list (REMINDER_ROOM_IDS unset in the cloud) allows no room at all.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'teamSettings', 'reminderRooms'), { roomIds: [] });
    });
    await assertFails(setDoc(ruleDoc(asStaff(), 'rule-9'), valid));
    // The list is the server's: staff read it, never write it.
    await assertSucceeds(getDoc(doc(asStaff(), 'teamSettings', 'reminderRooms')));
    await assertFails(
      setDoc(doc(asStaff(), 'teamSettings', 'reminderRooms'), { roomIds: [12345] }),
    );
  });

  test('claims are nobody’s from a browser; failures are read by staff only', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'reminderFailures', 'f1'), { ruleId: 'r1', reason: 'x' });
      await setDoc(doc(db, 'reminderClaims', 'r1_a_2026-12-01'), { at: 1 });
    });
    await assertSucceeds(getDoc(doc(asStaff(), 'reminderFailures', 'f1')));
    await assertFails(getDoc(doc(asNewcomer(), 'reminderFailures', 'f1')));
    await assertFails(
      setDoc(doc(asStaff(), 'reminderFailures', 'f2'), { ruleId: 'r1', reason: 'x' }),
    );
    await assertFails(getDoc(doc(asStaff(), 'reminderClaims', 'r1_a_2026-12-01')));
    await assertFails(setDoc(doc(asStaff(), 'reminderClaims', 'r1_b_2026-12-01'), { at: 1 }));
    await assertFails(deleteDoc(doc(asStaff(), 'reminderClaims', 'r1_a_2026-12-01')));
  });
});

describe('案件 rows follow their schema (the generated rules fragment)', () => {
  const deal = (over: Record<string, unknown> = {}) => ({
    clientName: '年間契約',
    customerId: 'c1',
    ...stampOf(STAFF),
    ...over,
  });

  test('金額 is digits or empty; 顧客 names an SA row that exists', async () => {
    const db = asStaff();
    await assertSucceeds(setDoc(doc(db, 'deal_list', 'ok'), deal({ amount: '1200000' })));
    await assertSucceeds(
      setDoc(doc(db, 'deal_list', 'blank'), deal({ amount: '', customerId: '' })),
    );
    await assertSucceeds(updateDoc(doc(db, 'deal_list', 'd1'), { amount: '0', ...stampOf(STAFF) }));
    for (const amount of ['¥1,200', '12.5', '-3', 1200, '1'.repeat(14)])
      await assertFails(setDoc(doc(db, 'deal_list', 'bad-amount'), deal({ amount })));
    // 顧客 must be a row of SA: an id of nothing, or of another table's row, is refused.
    await assertFails(setDoc(doc(db, 'deal_list', 'orphan'), deal({ customerId: 'nobody' })));
    await assertFails(setDoc(doc(db, 'deal_list', 'ob-row'), deal({ customerId: 'o1' })));
    await assertFails(
      updateDoc(doc(db, 'deal_list', 'd1'), { customerId: 'nobody', ...stampOf(STAFF) }),
    );
    // A row whose customer went away still takes edits that leave 顧客 alone.
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'deal_list', 'stale'), {
        clientName: 'x',
        customerId: 'gone',
      });
    });
    await assertSucceeds(
      updateDoc(doc(db, 'deal_list', 'stale'), { memo: 'still here', ...stampOf(STAFF) }),
    );
  });

  test('a batch of deals naming different customers: the import’s chunk fits the rules’ reads', async () => {
    const count = REFERENCE_ROWS_PER_BATCH * 2;
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore() as unknown as Firestore;
      for (let index = 0; index < count; index += 1)
        await setDoc(doc(admin, 'sa_list', `batch-c${index}`), { clientName: `顧客${index}` });
    });
    const batchOf = (from: number, size: number) => {
      const db = asStaff();
      const batch = writeBatch(db);
      for (let index = from; index < from + size; index += 1)
        batch.set(doc(db, 'deal_list', `batch-d${index}`), deal({ customerId: `batch-c${index}` }));
      return batch.commit();
    };
    await assertSucceeds(batchOf(0, REFERENCE_ROWS_PER_BATCH));
    // Twice as many distinct customers is more than the rules may read in one batch.
    await assertFails(batchOf(REFERENCE_ROWS_PER_BATCH, REFERENCE_ROWS_PER_BATCH * 2));
  });

  test('a field outside the schema is refused, on create and on update', async () => {
    const db = asStaff();
    await assertFails(setDoc(doc(db, 'deal_list', 'extra'), deal({ probability: 80 })));
    await assertFails(
      updateDoc(doc(db, 'deal_list', 'd1'), { obAssignee: '山本', ...stampOf(STAFF) }),
    );
    // Viewers and visitors write nothing.
    await assertFails(setDoc(doc(asViewer(), 'deal_list', 'v'), deal({ ...stampOf(VIEWER) })));
    await assertFails(getDocs(collection(asAnonymous(), 'deal_list')));
  });
});

describe('the ヨミ表’s 目標', () => {
  const goals = (by: string, over: Record<string, unknown> = {}) => ({
    goals: { 山本: 3000000 },
    updatedBy: by,
    updatedAt: serverTimestamp(),
    ...over,
  });

  test('a 管理者 sets a month’s 目標, stamped with their uid and the time', async () => {
    await assertSucceeds(setDoc(doc(asStaff(), 'dealGoals', '2027-03'), goals(STAFF)));
    await assertSucceeds(
      setDoc(doc(asStaff(), 'dealGoals', '2027-03'), goals(STAFF, { goals: { 山本: null } }), {
        merge: true,
      }),
    );
  });

  test('not a メンバー, not another uid, not a month that is no month, not another shape', async () => {
    await assertFails(setDoc(doc(asEditor(), 'dealGoals', '2027-03'), goals(EDITOR)));
    await assertFails(setDoc(doc(asStaff(), 'dealGoals', '2027-04'), goals(OTHER_STAFF)));
    await assertFails(
      setDoc(doc(asStaff(), 'dealGoals', '2027-05'), goals(STAFF, { updatedAt: new Date(0) })),
    );
    for (const month of ['2027-13', '2027-1', 'all'])
      await assertFails(setDoc(doc(asStaff(), 'dealGoals', month), goals(STAFF)));
    await assertFails(setDoc(doc(asStaff(), 'dealGoals', '2027-06'), goals(STAFF, { note: 'x' })));
    await assertFails(setDoc(doc(asStaff(), 'dealGoals', '2027-07'), goals(STAFF, { goals: 5 })));
    await assertFails(deleteDoc(doc(asStaff(), 'dealGoals', '2026-12')));
    await assertFails(getDoc(doc(asAnonymous(), 'dealGoals', '2026-12')));
  });
});

describe('先方担当者 and 活動 name a row that exists, in the app’s shapes', () => {
  test('a contact of a row that does not exist, or of no customer table, is refused', async () => {
    const db = asEditor();
    await assertSucceeds(setDoc(doc(db, 'customerContacts', 'ok'), contactOf(EDITOR)));
    await assertSucceeds(
      setDoc(
        doc(db, 'customerContacts', 'ob'),
        contactOf(EDITOR, { table: 'ob_list', rowId: 'o1' }),
      ),
    );
    // Another company's id pair that does not exist: an OB id under SA, or no row at all.
    await assertFails(
      setDoc(
        doc(db, 'customerContacts', 'pair'),
        contactOf(EDITOR, { table: 'sa_list', rowId: 'o1' }),
      ),
    );
    await assertFails(
      setDoc(doc(db, 'customerContacts', 'none'), contactOf(EDITOR, { rowId: 'nobody' })),
    );
    await assertFails(
      setDoc(
        doc(db, 'customerContacts', 'other'),
        contactOf(EDITOR, { table: 'surveys', rowId: 'survey-live' }),
      ),
    );
  });

  test('a contact holds a name, bounded text, a flag; it stays with its company and maker', async () => {
    const db = asEditor();
    await assertFails(
      setDoc(doc(db, 'customerContacts', 'blank'), contactOf(EDITOR, { name: '' })),
    );
    await assertFails(
      setDoc(
        doc(db, 'customerContacts', 'long'),
        contactOf(EDITOR, { department: 'あ'.repeat(101) }),
      ),
    );
    await assertFails(
      setDoc(doc(db, 'customerContacts', 'mail'), contactOf(EDITOR, { email: 'a'.repeat(255) })),
    );
    await assertFails(
      setDoc(doc(db, 'customerContacts', 'flag'), contactOf(EDITOR, { primary: 'yes' })),
    );
    await assertFails(
      setDoc(doc(db, 'customerContacts', 'extra'), contactOf(EDITOR, { note: 'x' })),
    );
    await assertFails(setDoc(doc(db, 'customerContacts', 'forged'), contactOf(STAFF)));
    await assertFails(
      updateDoc(doc(db, 'customerContacts', 'ct1'), { rowId: 'c2', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, 'customerContacts', 'ct1'), { title: '課長' }));
    await assertFails(setDoc(doc(asViewer(), 'customerContacts', 'v'), contactOf(VIEWER)));
  });

  test('an activity is its author’s, of a 種類 the app knows, on a row that exists', async () => {
    const db = asEditor();
    await assertSucceeds(setDoc(doc(db, 'customerActivities', 'mine'), activityOf(EDITOR)));
    await assertFails(setDoc(doc(db, 'customerActivities', 'forged'), activityOf(STAFF)));
    await assertFails(
      setDoc(doc(db, 'customerActivities', 'kind'), activityOf(EDITOR, { type: '飲み会' })),
    );
    await assertFails(
      setDoc(doc(db, 'customerActivities', 'none'), activityOf(EDITOR, { rowId: 'nobody' })),
    );
    await assertFails(
      setDoc(doc(db, 'customerActivities', 'day'), activityOf(EDITOR, { nextDate: '12/7' })),
    );
    // It may name one of the company's 案件 by id.
    await assertSucceeds(
      setDoc(doc(db, 'customerActivities', 'deal'), activityOf(EDITOR, { dealId: 'd1' })),
    );
    await assertFails(
      setDoc(doc(db, 'customerActivities', 'deal-n'), activityOf(EDITOR, { dealId: 7 })),
    );
    await assertFails(
      setDoc(
        doc(db, 'customerActivities', 'long'),
        activityOf(EDITOR, { body: 'あ'.repeat(5001) }),
      ),
    );
    // Another member's activity: read, never edited or deleted.
    await assertSucceeds(getDoc(doc(db, 'customerActivities', 'act-mine')));
    await assertFails(
      updateDoc(doc(db, 'customerActivities', 'act-mine'), {
        body: 'x',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(db, 'customerActivities', 'act-mine')));
    // Its own: edited (stamped), its row and author kept; deleted.
    await assertSucceeds(
      updateDoc(doc(db, 'customerActivities', 'mine'), {
        body: '訂正',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'customerActivities', 'mine'), {
        authorUid: STAFF,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(doc(db, 'customerActivities', 'mine'), { body: 'no stamp' }));
    await assertSucceeds(deleteDoc(doc(db, 'customerActivities', 'mine')));
  });

  test('its 次回予定日 as a reminder to its author: open with a date, completed by the author alone', async () => {
    const db = asEditor();
    const remind = (over: Record<string, unknown> = {}) =>
      activityOf(EDITOR, { nextDate: '2026-12-10', reminder: 'open', ...over });
    await assertSucceeds(setDoc(doc(db, 'customerActivities', 'remind'), remind()));
    // A reminder needs a date, and is open or done: nothing else.
    await assertFails(setDoc(doc(db, 'customerActivities', 'undated'), remind({ nextDate: '' })));
    await assertFails(
      setDoc(doc(db, 'customerActivities', 'odd'), remind({ reminder: 'snoozed' })),
    );
    // Completing it changes that alone, without stamping an edit; nothing else rides along.
    await assertFails(
      updateDoc(doc(db, 'customerActivities', 'remind'), { reminder: 'done', body: 'x' }),
    );
    await assertSucceeds(updateDoc(doc(db, 'customerActivities', 'remind'), { reminder: 'done' }));
    // Another member's reminder is not theirs to complete.
    await assertSucceeds(
      setDoc(doc(asStaff(), 'customerActivities', 'theirs'), {
        ...activityOf(STAFF, { nextDate: '2026-12-10', reminder: 'open' }),
      }),
    );
    await assertFails(updateDoc(doc(db, 'customerActivities', 'theirs'), { reminder: 'done' }));
  });
});
