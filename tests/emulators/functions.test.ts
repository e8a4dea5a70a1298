import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../functions/src/ai-summary/fake-openai-server';
import {
  startFakeChatwork,
  type FakeChatwork,
} from '../../functions/src/mentions/fake-chatwork-server';
import {
  EMULATOR_TEST_SECRETS,
  FAKE_AI_PORT,
  FAKE_CHATWORK_PORT,
  FAKE_REGISTRY_PORT,
} from '../../scripts/lib/emulator-test-env.mjs';
import {
  startFakeRegistry,
  type FakeRegistry,
} from '../../functions/src/corporate-registry/fake-registry-server';
import { LOOKUP_CORPORATE_NUMBER } from '../../src/contracts/corporate-registry';
import { DEFAULT_FUNCTIONS_REGION } from '../../src/contracts/functions-region';
import { responseGateId } from '../../src/contracts/survey-collections';
import { closeDueSurveysEvery5Minutes } from '../../functions/src/surveys/close-due-surveys';
import {
  ADD_MEMBER,
  CHANGE_MEMBER_PASSWORD,
  RE_ADD_MEMBER,
  SET_MEMBER_ROLE,
} from '../../src/contracts/members';
import { RECORD_AUDIT_EVENT } from '../../src/contracts/audit-log';
import { MOVE_TO_TRASH, PURGE_FROM_TRASH, RESTORE_FROM_TRASH } from '../../src/contracts/trash';
import { ERASE_PERSONAL_DATA, FIND_PERSONAL_DATA } from '../../src/contracts/privacy';
import { EMULATOR_PORTS } from '../../src/lib/backend/firebase/emulator-ports';
import { FirebaseAuthService } from '../../src/lib/backend/firebase/firebase-auth';
import { GENERATE_SURVEY_SUMMARY } from '../../src/contracts/ai-summary';
import { GET_CHATWORK_MENTIONS } from '../../src/contracts/mentions';
import { CHATWORK_ACTION } from '../../src/contracts/chatwork-actions';
import { RECOUNT_SURVEY_STATS } from '../../src/contracts/survey-stats';
import { MERGE_CUSTOMERS, UNDO_CUSTOMER_MERGE } from '../../src/contracts/customer-merge';
import { tokyoDay } from '../../src/lib/tokyo-time';
import { emulatorHost, PROJECT_ID } from './emulator-env';

/**
 * The Cloud Functions as deployed code, under the Functions emulator against the real Firestore
 * emulator: each trigger fires from a real write (a visitor's response through the rules, a
 * staff member's row edit with their sign-in), each callable is called over HTTP as the app
 * calls it. The functions reach a fake Chatwork and a fake OpenAI-compatible API on the ports
 * scripts/lib/emulator-test-env.mjs gives them.
 */
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'functions-suite-admin');
const admin = getAdminFirestore(adminApp);
const adminAuth = getAdminAuth(adminApp);

let staffApp: FirebaseApp;
let visitorApp: FirebaseApp;
let staffDb: Firestore;
let visitorDb: Firestore;
let chatwork: FakeChatwork;
let ai: FakeOpenAi;
let registry: FakeRegistry;

const STAFF_NAME = 'エミュレータ花子';
const STAFF_PASSWORD = 'emulator-pass-1';
const CHATWORK_KEY = 'member-chatwork-key';
const NOTIFY_ROOM = 4242;
let staffUid = '';
let run = 0;
/** Ids unique to this run: the suite shares one emulator with nothing else but itself. */
const fresh = (base: string) => `${base}${Date.now().toString(36)}${(run += 1)}`;
const token = () =>
  fresh('tok')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, '0')
    .slice(0, 20);

function clientApp(name: string): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID, appId: 'demo' }, name);
  const db = getFirestore(app);
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  connectFirestoreEmulator(db, host, port);
  return { app, db };
}

/** Polls until `read` returns something other than undefined (triggers run asynchronously). */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const docData = async (path: string) => (await admin.doc(path).get()).data();

async function publishedSurvey(extra: Record<string, unknown> = {}): Promise<string> {
  const id = fresh('survey');
  await admin.doc(`surveys/${id}`).set({
    title: 'エミュレータのアンケート',
    status: 'published',
    isArchived: false,
    fields: [
      { id: 'q1', type: 'radio', label: '満足度', options: ['良い', '悪い'], required: false },
      { id: 'q2', type: 'textarea', label: 'ご意見', required: false, enableAiSummary: true },
    ],
    fieldIds: ['q1', 'q2'],
    createdAt: Timestamp.now(),
    ...extra,
  });
  return id;
}

/**
 * A visitor's answer, written as the public page writes it (public-submit.ts), through the rules,
 * no sign-in: with its gate (responseGates), for a survey with 回答数の上限 its slot and the claim naming it, and a
 * personal link's token in its own record beside the response.
 */
async function answer(
  surveyId: string,
  answers: Record<string, unknown>,
  options: { token?: string; slot?: boolean } = {},
) {
  const batch = writeBatch(visitorDb);
  const ref = doc(collection(visitorDb, 'responses'));
  batch.set(ref, { surveyId, answers, submittedAt: serverTimestamp() });
  batch.set(doc(visitorDb, 'responseGates', responseGateId(surveyId, ref.id)), {
    responseId: ref.id,
  });
  if (options.slot) {
    batch.set(
      doc(visitorDb, 'surveyAnswerSlots', surveyId),
      { count: increment(1) },
      { merge: true },
    );
    batch.set(doc(visitorDb, 'surveyAnswerSlotClaims', surveyId), { responseId: ref.id });
  }
  if (options.token)
    batch.set(doc(visitorDb, 'responseLinks', ref.id), {
      surveyId,
      customerToken: options.token,
      submittedAt: serverTimestamp(),
    });
  await batch.commit();
  return ref;
}

const slottedAnswer = (surveyId: string, answers: Record<string, unknown>) =>
  answer(surveyId, answers, { slot: true });

beforeAll(async () => {
  chatwork = await startFakeChatwork(
    {
      [EMULATOR_TEST_SECRETS.CHATWORK_NOTIFY_TOKEN]: {
        me: { account_id: 1, name: '通知ボット', avatar_image_url: '' },
        rooms: [{ room_id: NOTIFY_ROOM, name: '回答通知', last_update_time: 1, messages: [] }],
      },
      [CHATWORK_KEY]: {
        me: { account_id: 7, name: STAFF_NAME, avatar_image_url: '' },
        rooms: [
          {
            room_id: 77,
            name: '営業部',
            last_update_time: Math.floor(Date.now() / 1000),
            messages: [
              {
                message_id: '9001',
                account: { account_id: 8, name: '同僚', avatar_image_url: '' },
                body: `[To:7]${STAFF_NAME}さん 見積もりの件です`,
                send_time: Math.floor(Date.now() / 1000),
              },
            ],
          },
        ],
      },
    },
    { port: FAKE_CHATWORK_PORT },
  );
  ai = await startFakeOpenAi({
    apiKey: EMULATOR_TEST_SECRETS.AI_API_KEY,
    port: FAKE_AI_PORT,
    reply: () => 'エミュレータでの要約です。',
  });
  registry = await startFakeRegistry({
    appId: EMULATOR_TEST_SECRETS.CORPORATE_API_APP_ID,
    port: FAKE_REGISTRY_PORT,
    corporations: [
      {
        corporateNumber: '6010001000001',
        name: '株式会社エミュレータ商事',
        prefectureName: '東京都',
        cityName: '千代田区',
        streetNumber: '丸の内１丁目',
      },
    ],
  });

  const email = `${fresh('staff')}@example.com`;
  staffUid = (await adminAuth.createUser({ email, password: STAFF_PASSWORD })).uid;
  await admin.doc(`members/${staffUid}`).set({
    uid: staffUid,
    name: STAFF_NAME,
    email,
    role: 'admin',
    canExport: true,
    createdAt: Timestamp.now(),
  });
  await admin.doc(`members/${staffUid}/private/chatwork`).set({ apiKey: CHATWORK_KEY });

  ({ app: staffApp, db: staffDb } = clientApp('functions-suite-staff'));
  ({ app: visitorApp, db: visitorDb } = clientApp('functions-suite-visitor'));
  const auth = getAuth(staffApp);
  const { host, port } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, STAFF_PASSWORD);
});

afterAll(async () => {
  await Promise.all([chatwork?.close(), ai?.close(), registry?.close()]);
  await Promise.all([deleteApp(staffApp), deleteApp(visitorApp)]);
  await deleteAdminApp(adminApp);
});

describe('triggers fire from real writes', () => {
  test('an activity moves its company’s 最終接触日 on, never back (onActivityWritten)', async () => {
    const rowId = fresh('contact');
    await admin
      .doc(`sa_list/${rowId}`)
      .set({ clientName: '活動株式会社', lastContactDate: '2026-11-01' });
    // 2026-12-06T16:30Z is 12-07 01:30 in Tokyo: the day is Tokyo's.
    await admin.collection('customerActivities').add({
      table: 'sa_list',
      rowId,
      type: '電話',
      at: Timestamp.fromDate(new Date('2026-12-06T16:30:00Z')),
      authorUid: 'someone',
    });
    await eventually(
      async () =>
        (await docData(`sa_list/${rowId}`))?.lastContactDate === '2026-12-07' ? true : undefined,
      'the row’s 最終接触日',
    );
    // An earlier activity leaves the later date alone.
    await admin.collection('customerActivities').add({
      table: 'sa_list',
      rowId,
      type: '訪問',
      at: Timestamp.fromDate(new Date('2026-11-20T01:00:00Z')),
      authorUid: 'someone',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await docData(`sa_list/${rowId}`))?.lastContactDate).toBe('2026-12-07');
  });

  test('a response updates the statistics and the survey count (onResponseCreated)', async () => {
    const surveyId = await publishedSurvey();
    const response = await answer(surveyId, { q1: '良い', q2: '使いやすい' });
    const stats = await eventually(async () => {
      const data = await docData(`surveyStats/${surveyId}`);
      return data?.responseCount === 1 ? data : undefined;
    }, 'the statistics');
    expect(stats.surveyId).toBe(surveyId);
    expect(stats.fields.q1.answered).toBe(1);
    expect(stats.fields.q2.answered).toBe(1);
    expect((await docData(`surveys/${surveyId}`))?.responseCount).toBe(1);
    expect((await docData(`responses/${response.id}`))?.statsCountedAt).toBeInstanceOf(Timestamp);
  });

  // The rules cannot measure each answer (docs/security.md); the trigger deletes a response
  // holding one longer than the form takes before it is counted or notified.
  test('a response with an answer out of bounds is deleted, never counted', async () => {
    const surveyId = await publishedSurvey({
      chatworkNotify: true,
      chatworkRoomId: String(NOTIFY_ROOM),
    });
    const big = await answer(surveyId, { q1: '良い', q2: 'x'.repeat(200_000) });
    const ok = await answer(surveyId, { q1: '悪い', q2: 'y'.repeat(5000) });
    // Its message is out before the next test counts messages.
    await eventually(async () => {
      const data = await docData(`surveyNotifications/${ok.id}`);
      return data?.status === 'sent' ? data : undefined;
    }, 'the bounded response’s notification');
    await eventually(async () => {
      const data = await docData(`surveyStats/${surveyId}`);
      return data?.responseCount === 1 ? data : undefined;
    }, 'the statistics of the bounded response');
    await eventually(
      async () => ((await docData(`responses/${big.id}`)) ? undefined : true),
      'the oversized response to be deleted',
    );
    expect((await docData(`surveys/${surveyId}`))?.responseCount).toBe(1);
    expect(await docData(`surveyNotifications/${big.id}`)).toBeUndefined();
  });

  // 表示条件 (show-if.ts): q2 only for 良い, q3 only for an OB row at 納品済み. The rules cannot run
  // the rule; the trigger deletes a response answering a question hidden for it, and counts who
  // was shown a conditional question with the link's values.
  test('an answer to a question hidden for the response is deleted; shown ones are counted', async () => {
    const whenGood = {
      match: 'all',
      conditions: [{ source: { kind: 'field', fieldId: 'q1' }, op: 'is', values: ['option-0'] }],
    };
    // As the builder stores 「OB 進捗 が 納品済み」 (link-rules.ts): a reference the link's outcome
    // answers; what it stands for is in the staff-only surveyLinkRules, which no trigger reads.
    const whenDelivered = {
      match: 'all',
      conditions: [{ source: { kind: 'link', key: 'q3.0' }, op: 'is', values: ['1'] }],
    };
    const surveyId = await publishedSurvey({
      chatworkNotify: true,
      chatworkRoomId: String(NOTIFY_ROOM),
      fields: [
        { id: 'q1', type: 'radio', label: '満足度', options: ['良い', '悪い'], required: false },
        { id: 'q2', type: 'textarea', label: '良かった点', required: true, showIf: whenGood },
        { id: 'q3', type: 'text', label: '納品のご感想', required: false, showIf: whenDelivered },
      ],
      fieldIds: ['q1', 'q2', 'q3'],
    });
    const rowId = fresh('ob');
    await admin.doc(`ob_list/${rowId}`).set({ clientName: '株式会社条件', progress: '納品済み' });
    const linkToken = token();
    await setDoc(doc(staffDb, 'surveyLinks', linkToken), {
      surveyId,
      table: 'ob_list',
      rowId,
      clientName: '株式会社条件',
      createdAt: serverTimestamp(),
      createdBy: staffUid,
    });
    // As the アンケートURL dialog writes it (survey-links.ts), through the rules: the outcome.
    await setDoc(doc(staffDb, 'surveyLinkValues', linkToken), {
      surveyId,
      values: { 'q3.0': '1' },
    });

    const before = chatwork.posts.length;
    const hidden = await answer(surveyId, { q1: '悪い', q2: '[toall] 隠れた質問への書き込み' });
    const shown = await answer(surveyId, { q1: '良い', q2: '速い' });
    await answer(surveyId, { q1: '悪い', q3: '丁寧' }, { token: linkToken });
    const withoutLink = await answer(surveyId, { q1: '悪い', q3: 'リンクなし' });

    const stats = await eventually(async () => {
      const data = await docData(`surveyStats/${surveyId}`);
      return data?.responseCount === 2 ? data : undefined;
    }, 'the statistics of the two sound responses');
    for (const id of [hidden.id, withoutLink.id])
      await eventually(
        async () => ((await docData(`responses/${id}`)) ? undefined : true),
        'the response answering a hidden question to be deleted',
      );
    expect(stats.fields.q2).toMatchObject({ shown: 1, answered: 1 });
    expect(stats.fields.q3).toMatchObject({ shown: 1, answered: 1 });
    // One gate (response-gate.ts): the refused responses are neither counted nor notified; the
    // admitted ones are, once counted.
    await eventually(async () => {
      const data = await docData(`surveyNotifications/${shown.id}`);
      return data?.status === 'sent' ? data : undefined;
    }, 'the shown response’s notification');
    for (const id of [hidden.id, withoutLink.id])
      expect(await docData(`surveyNotifications/${id}`)).toBeUndefined();
    const posts = chatwork.posts.slice(before).map((post) => post.body);
    expect(posts.some((body) => body.includes('速い'))).toBe(true);
    expect(posts.some((body) => body.includes('隠れた質問') || body.includes('リンクなし'))).toBe(
      false,
    );
    // A visitor reads what the link carries by its token (an outcome, no customer value).
    expect((await getDoc(doc(visitorDb, 'surveyLinkValues', linkToken))).data()).toMatchObject({
      values: { 'q3.0': '1' },
    });
  });

  test('a survey closes at its answer limit, and the rules then refuse the next answer', async () => {
    const surveyId = await publishedSurvey({ maxResponses: 2 });
    await slottedAnswer(surveyId, { q1: '良い' });
    await slottedAnswer(surveyId, { q1: '悪い' });
    const survey = await eventually(async () => {
      const data = await docData(`surveys/${surveyId}`);
      return data?.status === 'closed' ? data : undefined;
    }, 'the survey to close');
    expect(survey.responseCount).toBe(2);
    expect(survey.closedAt).toBeInstanceOf(Timestamp);
    await expect(slottedAnswer(surveyId, { q1: '良い' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  // N oversized answers once took all N slots; the trigger deleted the answers and
  // the survey stayed closed to everyone while staff saw it 公開中 with no answers.
  test('oversized answers give their slots back: the limit cannot be burnt', async () => {
    const surveyId = await publishedSurvey({ maxResponses: 2 });
    const burnt = [
      await slottedAnswer(surveyId, { q2: 'x'.repeat(200_000) }),
      await slottedAnswer(surveyId, { q2: 'y'.repeat(200_000) }),
    ];
    // Both slots were taken in the write; the third is refused until the server gives them back.
    for (const ref of burnt)
      await eventually(
        async () => ((await docData(`responses/${ref.id}`)) ? undefined : true),
        'the oversized response to be deleted',
      );
    await eventually(
      async () =>
        (await docData(`surveyAnswerSlots/${surveyId}`))?.count === 0 ? true : undefined,
      'both slots given back',
    );
    // The survey still takes its two real answers, then closes: one count everywhere.
    await slottedAnswer(surveyId, { q1: '良い' });
    await slottedAnswer(surveyId, { q1: '悪い' });
    const survey = await eventually(async () => {
      const data = await docData(`surveys/${surveyId}`);
      return data?.status === 'closed' ? data : undefined;
    }, 'the survey to close at its real answers');
    expect(survey.responseCount).toBe(2);
    expect((await docData(`surveyAnswerSlots/${surveyId}`))?.count).toBe(2);
    // A legacy survey (no fieldIds) takes any keys, but not 50,000+ characters in all.
    const legacy = await publishedSurvey({ fieldIds: null });
    await admin.doc(`surveys/${legacy}`).update({ fieldIds: FieldValue.delete() });
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`k${i}`, 'z'.repeat(5000)]),
    );
    const heavy = await answer(legacy, many);
    await eventually(
      async () => ((await docData(`responses/${heavy.id}`)) ? undefined : true),
      'the 55,000-character response to be deleted',
    );
  });

  test('a personal link answer records the link and lands on the OB row (dates)', async () => {
    const surveyId = await publishedSurvey({ oneAnswerPerLink: true });
    const rowId = fresh('ob');
    await admin
      .doc(`ob_list/${rowId}`)
      .set({ clientName: '株式会社エミュ', createdAt: Timestamp.now() });
    const linkToken = token();
    await setDoc(doc(staffDb, 'surveyLinks', linkToken), {
      surveyId,
      table: 'ob_list',
      rowId,
      clientName: '株式会社エミュ',
      createdAt: serverTimestamp(),
      createdBy: staffUid,
    });
    const response = await answer(surveyId, { q1: '良い' }, { token: linkToken });
    const linkAnswer = await eventually(
      () => docData(`surveyLinkAnswers/${linkToken}`),
      'the link answer',
    );
    expect(linkAnswer).toMatchObject({ surveyId, responseId: response.id });
    // The token never was on the public response (its result URL is shareable): it is in the
    // staff-only record written beside it, which the server read.
    expect(await docData(`responseLinks/${response.id}`)).toMatchObject({
      surveyId,
      customerToken: linkToken,
    });
    const visitorView = await getDoc(doc(visitorDb, 'responses', response.id));
    expect(visitorView.data()).not.toHaveProperty('customerToken');
    await expect(getDoc(doc(visitorDb, 'responseLinks', response.id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const row = await eventually(async () => {
      const data = await docData(`ob_list/${rowId}`);
      return data?.surveyResponseDate ? data : undefined;
    }, 'the row dates');
    const today = tokyoDay(new Date());
    expect(row.surveyResponseDate).toBe(today);
    expect(row.plannedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.lastSurveyResponse).toMatchObject({ responseId: response.id, surveyId });
    // The row's history names the survey, and keeps the auth context the emulator sent.
    const landing = await eventually(async () => {
      const snapshot = await admin
        .collection('customer_history')
        .where('rowId', '==', rowId)
        .where('kind', '==', 'update')
        .get();
      return snapshot.docs[0]?.data();
    }, 'the landing in the history');
    expect(landing.by).toEqual({ uid: 'survey', name: 'アンケート回答' });
    expect(landing.auth).toEqual({ type: 'unknown', id: 'fake-auth-id@gmail.com' });
    // One answer per link: the second answer through it is refused by the rules.
    await expect(answer(surveyId, { q1: '悪い' }, { token: linkToken })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  // The emulator's events carry authType 'unknown' and authId 'fake-auth-id@gmail.com' for every
  // write, so the editor is named by the row's writer stamp here (record-history.ts).
  test('a staff edit of an SA row leaves a history entry naming the editor (writer stamp)', async () => {
    const rowId = fresh('sa');
    // As the app writes a row: with its writer stamp (the rules require it).
    const stamp = () => ({ editedBy: staffUid, editedAt: serverTimestamp() });
    await setDoc(doc(staffDb, 'sa_list', rowId), {
      clientName: '履歴商事',
      nextAction: '',
      ...stamp(),
    });
    await updateDoc(doc(staffDb, 'sa_list', rowId), { nextAction: '電話済み', ...stamp() });
    const entries = await eventually(async () => {
      const snapshot = await admin.collection('customer_history').where('rowId', '==', rowId).get();
      return snapshot.size >= 2 ? snapshot.docs.map((entry) => entry.data()) : undefined;
    }, 'two history entries');
    const update = entries.find((entry) => entry.kind === 'update');
    expect(update, JSON.stringify(entries)).toBeDefined();
    expect(update!.by).toEqual({ uid: staffUid, name: STAFF_NAME });
    expect(update!.changes).toEqual([{ field: 'nextAction', before: '', after: '電話済み' }]);
  });

  // Two ~600 KB values (a script's write, past the rules' bound) make an entry of over 1 MiB:
  // it is stored with both values shortened (length and fingerprint) instead of failing.
  test('a change too large for one entry leaves a shortened entry, not none', async () => {
    const rowId = fresh('ob');
    await admin
      .doc(`ob_list/${rowId}`)
      .set({ clientName: '長文商事', taskMemo: 'a'.repeat(600_000) });
    await admin.doc(`ob_list/${rowId}`).update({ taskMemo: 'b'.repeat(600_000) });
    const entries = await eventually(async () => {
      const snapshot = await admin.collection('customer_history').where('rowId', '==', rowId).get();
      return snapshot.size >= 2 ? snapshot.docs.map((entry) => entry.data()) : undefined;
    }, 'two history entries');
    const update = entries.find((entry) => entry.kind === 'update');
    expect(update?.changes).toEqual([
      {
        field: 'taskMemo',
        before: expect.objectContaining({ omitted: true, length: 600_000, head: 'a'.repeat(200) }),
        after: expect.objectContaining({ omitted: true, length: 600_000, head: 'b'.repeat(200) }),
      },
    ]);
  });

  test("a write by the Admin SDK (a script) names nobody, not the row's last client writer", async () => {
    const rowId = fresh('sa');
    await setDoc(doc(staffDb, 'sa_list', rowId), {
      clientName: 'スクリプト株式会社',
      nextAction: '',
      editedBy: staffUid,
      editedAt: serverTimestamp(),
    });
    await admin.doc(`sa_list/${rowId}`).update({ nextAction: 'スクリプトが更新' });
    const entries = await eventually(async () => {
      const snapshot = await admin.collection('customer_history').where('rowId', '==', rowId).get();
      return snapshot.size >= 2 ? snapshot.docs.map((entry) => entry.data()) : undefined;
    }, 'two history entries');
    expect(entries.find((entry) => entry.kind === 'create')?.by?.uid).toBe(staffUid);
    expect(entries.find((entry) => entry.kind === 'update')?.by).toBeNull();
  });

  test('a notifying survey posts one Chatwork message per response and records it', async () => {
    const surveyId = await publishedSurvey({
      chatworkNotify: true,
      chatworkRoomId: String(NOTIFY_ROOM),
    });
    const before = chatwork.posts.length;
    const response = await answer(surveyId, { q1: '良い', q2: '[toall] 全員へ' });
    const outcome = await eventually(async () => {
      const data = await docData(`surveyNotifications/${response.id}`);
      return data?.status === 'sent' ? data : undefined;
    }, 'the notification outcome');
    expect(outcome.surveyId).toBe(surveyId);
    // This response's posts (the browser tests run beside this suite on the same emulators).
    const posts = chatwork.posts.slice(before).filter((post) => post.body.includes('全員へ'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.roomId).toBe(NOTIFY_ROOM);
    expect(posts[0]!.body).toContain('エミュレータのアンケート');
    expect(posts[0]!.body).not.toContain('[toall]');
  });

  test('a comment reaches the mentioned member and the followers; Chatwork names the linked one (onCustomerCommentWritten)', async () => {
    const rowId = fresh('sa');
    const mentioned = fresh('tanaka');
    const follower = fresh('yamamoto');
    await admin.doc(`sa_list/${rowId}`).set({ clientName: 'コメント商事' });
    await admin
      .doc(`members/${mentioned}`)
      .set({ uid: mentioned, name: '田中', chatworkAccountId: 555 });
    await admin.doc(`members/${follower}`).set({ uid: follower, name: '山本' });
    await admin
      .doc(`customerFollows/sa_list_${rowId}_${follower}`)
      .set({ table: 'sa_list', rowId, uid: follower, at: Timestamp.now() });
    const before = chatwork.posts.length;
    // As the app posts it: through the rules, by the signed-in member.
    const ref = doc(collection(staffDb, 'customerComments'));
    await setDoc(ref, {
      table: 'sa_list',
      rowId,
      body: '@田中 [toall] 見積もりをお願いします',
      authorUid: staffUid,
      mentions: [mentioned],
      createdAt: serverTimestamp(),
    });
    const copy = await eventually(
      () => docData(`members/${mentioned}/mentions/comment-${ref.id}`),
      "the mentioned member's inbox copy",
    );
    expect(copy).toMatchObject({
      source: 'comment',
      reason: 'mention',
      rowId,
      clientName: 'コメント商事',
      senderName: STAFF_NAME,
      state: 'unread',
    });
    expect(await docData(`members/${follower}/mentions/comment-${ref.id}`)).toMatchObject({
      reason: 'follow',
    });
    expect(await docData(`members/${staffUid}/mentions/comment-${ref.id}`)).toBeUndefined();
    // The author and the mentioned now follow the row.
    expect(await docData(`customerFollows/sa_list_${rowId}_${mentioned}`)).toBeDefined();
    expect(await docData(`customerFollows/sa_list_${rowId}_${staffUid}`)).toBeDefined();
    const posts = await eventually(async () => {
      const mine = chatwork.posts
        .slice(before)
        .filter((post) => post.body.includes('コメント商事'));
      return mine.length > 0 ? mine : undefined;
    }, 'the Chatwork message');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.roomId).toBe(NOTIFY_ROOM);
    expect(posts[0]!.body).toContain('[To:555]田中さん');
    expect(posts[0]!.body).toContain(`/sa/${rowId}`);
    expect(posts[0]!.body).not.toContain('[toall]');

    // Deleted by its author: the copies leave the inboxes.
    await updateDoc(ref, { deleted: true, body: '', mentions: [] });
    await eventually(async () => {
      const gone = await docData(`members/${mentioned}/mentions/comment-${ref.id}`);
      return gone === undefined ? true : undefined;
    }, 'the copy removed');
    expect(await docData(`members/${follower}/mentions/comment-${ref.id}`)).toBeUndefined();
  });

  test("a deleted member's private documents and mentions go with the record (onMemberDeleted)", async () => {
    const uid = fresh('gone');
    await admin.doc(`members/${uid}`).set({ uid, name: '退職者', email: `${uid}@example.com` });
    await admin.doc(`members/${uid}/private/chatwork`).set({ apiKey: 'old-key' });
    await admin
      .doc(`members/${uid}/mentions/77-1`)
      .set({ body: '[To:7]退職者さん', state: 'unread' });
    const name = fresh('退職者の名前');
    await admin.doc(`assigneeNames/${name}`).set({ uid });
    await deleteDoc(doc(staffDb, 'members', uid));
    await eventually(
      async () => ((await docData(`members/${uid}/private/chatwork`)) ? undefined : true),
      'the private document to go',
    );
    await eventually(
      async () => ((await docData(`members/${uid}/mentions/77-1`)) ? undefined : true),
      'the mentions to go',
    );
    await eventually(
      async () => ((await docData(`assigneeNames/${name}`)) ? undefined : true),
      'the assignee name to be free',
    );
  });
});

// The Functions emulator registers scheduled functions only with a Pub/Sub emulator, which these
// machines do not have: the scheduled closer's own handler runs here, against the same Firestore.
test('the scheduled closer closes a published survey whose closing time has come', async () => {
  const due = await publishedSurvey({ closesAt: Timestamp.fromMillis(Date.now() - 60_000) });
  const later = await publishedSurvey({ closesAt: Timestamp.fromMillis(Date.now() + 3_600_000) });
  await closeDueSurveysEvery5Minutes.run({ scheduleTime: new Date().toISOString(), jobName: 'x' });
  expect((await docData(`surveys/${due}`))?.status).toBe('closed');
  expect((await docData(`surveys/${later}`))?.status).toBe('published');
});

describe('callables through the Functions emulator', () => {
  const call = <Req, Res>(name: string, data: Req, signedIn = true) => {
    const functions = getFunctions(signedIn ? staffApp : visitorApp, DEFAULT_FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, '127.0.0.1', EMULATOR_PORTS.functions);
    return httpsCallable<Req, Res>(functions, name)(data).then((result) => result.data);
  };

  test('addMember creates the account and the member record; a visitor is refused', async () => {
    const email = `${fresh('new')}@example.com`;
    const { uid } = await call<object, { uid: string }>(ADD_MEMBER, {
      name: '新人',
      email,
      password: 'new-member-pass',
    });
    expect((await adminAuth.getUser(uid)).email).toBe(email);
    expect(await docData(`members/${uid}`)).toMatchObject({ name: '新人', email });
    await expect(
      call(
        ADD_MEMBER,
        { name: 'x', email: `${fresh('x')}@example.com`, password: 'pass-word-1' },
        false,
      ),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  test('changeMemberPassword and reAddMember act on an account proven by its own sign-in', async () => {
    const email = `${fresh('proof')}@example.com`;
    const { uid } = await call<object, { uid: string }>(ADD_MEMBER, {
      name: '証明',
      email,
      password: 'first-pass-1',
    });
    // The browser proves the account as the app does: a sign-in on a second Auth instance.
    const prover = new FirebaseAuthService(getAuth(staffApp));
    const proof = async (password: string) => (await prover.proveAccount(email, password)).idToken;

    await call(CHANGE_MEMBER_PASSWORD, {
      uid,
      proof: await proof('first-pass-1'),
      newPassword: 'second-pass-2',
    });
    await expect(proof('first-pass-1')).rejects.toMatchObject({
      code: expect.stringMatching(/invalid-credential|wrong-password/),
    });

    await admin.doc(`members/${uid}`).delete();
    const readded = await call<object, { uid: string; outcome: string }>(RE_ADD_MEMBER, {
      name: '証明 再',
      email,
      proof: await proof('second-pass-2'),
    });
    expect(readded).toEqual({ uid, outcome: 're-added' });
    expect((await docData(`members/${uid}`))?.name).toBe('証明 再');
  });

  test('権限: setMemberRole keeps the last 管理者; roles, renames, deletes and exports reach the 監査ログ', async () => {
    const email = `${fresh('role')}@example.com`;
    const { uid } = await call<object, { uid: string }>(ADD_MEMBER, {
      name: '役割',
      email,
      password: 'role-pass-1',
      role: 'viewer',
    });
    expect(await docData(`members/${uid}`)).toMatchObject({ role: 'viewer', canExport: false });
    await call(SET_MEMBER_ROLE, { uid, role: 'member', canExport: true });
    expect(await docData(`members/${uid}`)).toMatchObject({ role: 'member', canExport: true });
    // Other administrators may exist in this shared project: with this one the only 管理者 left
    // of the two, demoting it is refused once the others are members.
    const admins = await admin.collection('members').where('role', '==', 'admin').get();
    for (const other of admins.docs)
      if (other.id !== staffUid) await other.ref.update({ role: 'member' });
    await expect(
      call(SET_MEMBER_ROLE, { uid: staffUid, role: 'member', canExport: true }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    // An export, then a rename and a delete from the browser (triggers).
    await call(RECORD_AUDIT_EVENT, { kind: 'export', table: 'sa_list', view: '標準', rowCount: 3 });
    await updateDoc(doc(staffDb, 'members', uid), { name: '役割（改）', updatedBy: staffUid });
    await deleteDoc(doc(staffDb, 'members', uid));
    const entries = async () =>
      (await admin.collection('auditLog').where('actorUid', '==', staffUid).get()).docs.map(
        (entry) => entry.data(),
      );
    await eventually(async () => {
      const actions = (await entries()).map((entry) => entry.action);
      return ['memberAdded', 'roleChanged', 'export', 'memberRenamed'].every((action) =>
        actions.includes(action),
      ) &&
        (await admin.collection('auditLog').where('action', '==', 'memberDeleted').get()).docs.some(
          (entry) => entry.get('target') === '役割（改）',
        )
        ? true
        : undefined;
    }, 'the 監査ログ entries');
    const byAction = new Map((await entries()).map((entry) => [entry.action, entry]));
    expect(byAction.get('roleChanged')).toMatchObject({
      actorName: STAFF_NAME,
      target: '役割',
      detail: '閲覧のみ → メンバー（エクスポート・インポート可）',
    });
    expect(byAction.get('export')).toMatchObject({ target: 'sa_list', count: 3, detail: '標準' });
    expect(byAction.get('memberRenamed')).toMatchObject({ detail: '役割 → 役割（改）' });
  });

  test('ゴミ箱: a row leaves its table with its history named, comes back, and is erased for good', async () => {
    const rowId = fresh('trashed');
    await admin.doc(`sa_list/${rowId}`).set({ clientName: '株式会社ゴミ箱', progress: '商談中' });
    await admin.collection('customerComments').doc(`${rowId}-c`).set({
      table: 'sa_list',
      rowId,
      body: '残るコメント',
      authorUid: staffUid,
      mentions: [],
      createdAt: Timestamp.now(),
    });
    const { itemId } = await call<object, { itemId: string }>(MOVE_TO_TRASH, {
      collection: 'sa_list',
      id: rowId,
    });
    expect(await docData(`sa_list/${rowId}`)).toBeUndefined();
    expect(await docData(`trash/${itemId}`)).toMatchObject({
      collection: 'sa_list',
      id: rowId,
      title: '株式会社ゴミ箱',
      deletedBy: staffUid,
      data: { clientName: '株式会社ゴミ箱', progress: '商談中' },
    });
    // The history names who deleted it (the trash entry), not the system.
    const deletion = await eventually(async () => {
      const entries = await admin
        .collection('customer_history')
        .where('rowId', '==', rowId)
        .where('kind', '==', 'delete')
        .get();
      return entries.docs[0]?.data();
    }, 'the delete in the history');
    expect(deletion.by).toEqual({ uid: staffUid, name: STAFF_NAME });
    await call(RESTORE_FROM_TRASH, { itemId });
    expect(await docData(`sa_list/${rowId}`)).toMatchObject({
      clientName: '株式会社ゴミ箱',
      progress: '商談中',
      editedBy: staffUid,
    });
    expect(await docData(`trash/${itemId}`)).toBeUndefined();
    expect(await docData(`customerComments/${rowId}-c`)).toMatchObject({ body: '残るコメント' });
    // Deleted again, then erased for good by a 管理者: nothing of the row is left in the ゴミ箱.
    await call(MOVE_TO_TRASH, { collection: 'sa_list', id: rowId });
    await call(PURGE_FROM_TRASH, { itemId });
    expect(await docData(`trash/${itemId}`)).toBeUndefined();
    expect(await docData(`sa_list/${rowId}`)).toBeUndefined();
    const audit = await admin.collection('auditLog').where('actorUid', '==', staffUid).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual(
      expect.arrayContaining(['restore', 'purge']),
    );
    // A visitor may not move anything.
    await expect(
      call(MOVE_TO_TRASH, { collection: 'sa_list', id: rowId }, false),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  test('開示・消去: one customer seeded across every collection is found, then nothing of them is left', async () => {
    const tag = fresh('yamada');
    const email = `${tag}@example.com`;
    const name = `山田${tag}`;
    const token = `T${tag
      .replace(/[^A-Za-z0-9]/g, '')
      .padEnd(19, 'x')
      .slice(0, 19)}`;
    const rowId = `${tag}-row`;
    const seed: [string, Record<string, unknown>][] = [
      [`sa_list/${rowId}`, { clientName: name, contactInfo: email }],
      [`ob_list/${tag}-merged`, { clientName: name, taskMemo: email, mergedInto: 'x' }],
      [
        `trash/sa_list_${tag}-t`,
        { collection: 'sa_list', id: `${tag}-t`, data: { contactInfo: email } },
      ],
      [`surveyLinks/${token}`, { surveyId: 's1', table: 'sa_list', rowId, clientName: name }],
      [`surveyLinkValues/${token}`, { surveyId: 's1', values: { 'q.0': '1' } }],
      [`surveyLinkAnswers/${token}`, { surveyId: 's1', responseId: `${tag}-r1` }],
      [`responses/${tag}-r1`, { surveyId: 's1', answers: { q: 'はい' } }],
      [`responseLinks/${tag}-r1`, { surveyId: 's1', customerToken: token }],
      [`responses/${tag}-r2`, { surveyId: 's1', answers: { mail: email } }],
      [
        `customerComments/${tag}-c`,
        { table: 'sa_list', rowId, body: `${name}様へ連絡`, mentions: [] },
      ],
      [`members/${tag}-colleague/mentions/comment-${tag}-c`, { body: `${name}様へ連絡` }],
      [`customer_history/${tag}-h`, { table: 'sa_list', rowId, changes: [{ after: email }] }],
      [`reminderSends/${tag}-s`, { table: 'sa_list', rowId, title: '最終接触日の30日後' }],
      [`customerMerges/${tag}-m`, { table: 'sa_list', keptId: rowId, mergedId: 'y' }],
    ];
    for (const [path, data] of seed) await admin.doc(path).set(data);
    const { found } = await call<object, { found: { path: string }[] }>(FIND_PERSONAL_DATA, {
      query: email.toUpperCase(),
    });
    // Every seeded document, and the history the triggers wrote of the rows (it holds the address).
    const paths = found.map((item) => item.path);
    expect(paths).toEqual(expect.arrayContaining(seed.map(([path]) => path)));
    expect(paths.filter((path) => !seed.some(([seeded]) => seeded === path))).toEqual(
      paths.filter((path) => path.startsWith('customer_history/') && !path.endsWith('-h')),
    );
    // A 管理者's confirmation is needed; then batches until nothing remains.
    await expect(
      call(ERASE_PERSONAL_DATA, { query: email, confirm: 'いいえ' }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    let step = await call<object, { erased: number; remaining: number }>(ERASE_PERSONAL_DATA, {
      query: email,
      confirm: '消去',
    });
    while (step.remaining > 0)
      step = await call(ERASE_PERSONAL_DATA, { query: email, confirm: '消去' });
    for (const [path] of seed) expect(await docData(path), path).toBeUndefined();
    for (const query of [email, name])
      expect(
        (await call<object, { found: unknown[] }>(FIND_PERSONAL_DATA, { query })).found,
      ).toEqual([]);
    // The 監査ログ says what kind was searched and how many, never the value.
    const log = await admin.collection('auditLog').where('action', '==', 'erasure').get();
    expect(log.docs.some((entry) => entry.get('target') === 'メールアドレス')).toBe(true);
    expect(JSON.stringify(log.docs.map((entry) => entry.data()))).not.toContain(tag);
    await expect(call(FIND_PERSONAL_DATA, { query: email }, false)).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  test('getChatworkMentions reads the caller’s mentions with their own stored key', async () => {
    const { mentions } = await call<object, { mentions: { message: { body: string } }[] }>(
      GET_CHATWORK_MENTIONS,
      {},
    );
    expect(mentions.map((mention) => mention.message.body)).toEqual([
      expect.stringContaining('見積もりの件です'),
    ]);
    expect(chatwork.requests.some((request) => request.token === CHATWORK_KEY)).toBe(true);
    // Stored for the member (once, 未読) with the cursor; the member reads it through the rules.
    expect(await docData(`members/${staffUid}/mentions/77-9001`)).toMatchObject({
      state: 'unread',
      senderName: '同僚',
      roomName: '営業部',
    });
    expect((await docData(`members/${staffUid}/private/mentionSync`))?.cursor).toHaveProperty('77');
    const own = await getDoc(doc(staffDb, 'members', staffUid, 'mentions', '77-9001'));
    expect(own.data()?.body).toContain('見積もりの件です');
    await call(GET_CHATWORK_MENTIONS, {});
    const stored = await admin.collection(`members/${staffUid}/mentions`).get();
    expect(stored.size).toBe(1);
  });

  test('chatworkAction me: the server records the caller’s own account id', async () => {
    const answer = await call<object, { kind: string; accountId: number }>(CHATWORK_ACTION, {
      kind: 'me',
    });
    expect(answer).toMatchObject({ kind: 'me', accountId: 7 });
    expect(await docData(`members/${staffUid}`)).toMatchObject({
      chatworkAccountId: 7,
      chatworkAccountName: STAFF_NAME,
    });
  });

  test('chatworkWebhook stores a signed mention once; a forged or replayed one adds nothing', async () => {
    const token = Buffer.from(`webhook-${fresh('token')}`).toString('base64');
    await admin.doc(`members/${staffUid}/private/chatworkWebhook`).set({ webhookToken: token });
    const body = JSON.stringify({
      webhook_event_type: 'mention_to_me',
      webhook_event: {
        from_account_id: 8,
        to_account_id: 7,
        room_id: 78,
        message_id: '9100',
        body: '[To:7]webhookから',
        send_time: Math.floor(Date.now() / 1000),
      },
    });
    const sign = (key: string) =>
      createHmac('sha256', Buffer.from(key, 'base64')).update(body).digest('base64');
    const post = (signature: string, member = staffUid) =>
      fetch(
        `http://127.0.0.1:${EMULATOR_PORTS.functions}/${PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}/chatworkWebhook?member=${member}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-chatworkwebhooksignature': signature },
          body,
        },
      );
    expect((await post(sign(Buffer.from('forged').toString('base64')))).status).toBe(401);
    expect(await docData(`members/${staffUid}/mentions/78-9100`)).toBeUndefined();
    expect((await post(sign(token))).status).toBe(200);
    expect(await docData(`members/${staffUid}/mentions/78-9100`)).toMatchObject({
      state: 'unread',
      body: '[To:7]webhookから',
    });
    await admin.doc(`members/${staffUid}/mentions/78-9100`).update({ state: 'done' });
    expect((await post(sign(token))).status).toBe(200);
    expect((await docData(`members/${staffUid}/mentions/78-9100`))?.state).toBe('done');
  });

  test('generateSurveySummary summarises the stored answers through the AI API, once the survey sends them', async () => {
    const surveyId = await publishedSurvey();
    await answer(surveyId, { q2: '画面が見やすい' });
    await answer(surveyId, { q2: '動作が速い' });
    // AI要約に回答を送信する is off by default: refused, and nothing reaches the AI API.
    const before = ai.requests.length;
    await expect(call(GENERATE_SURVEY_SUMMARY, { surveyId, fieldId: 'q2' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
    });
    expect(ai.requests.length).toBe(before);
    await admin.doc(`surveys/${surveyId}`).update({ aiSummaryEnabled: true });
    const result = await call<object, { summary: string; total: number }>(GENERATE_SURVEY_SUMMARY, {
      surveyId,
      fieldId: 'q2',
    });
    expect(result.summary).toBe('エミュレータでの要約です。');
    expect(result.total).toBe(2);
    expect(JSON.stringify(ai.requests.at(-1)?.body)).toContain('動作が速い');
  });

  test('recountSurveyStats rebuilds the statistics and the survey count', async () => {
    const surveyId = await publishedSurvey();
    await answer(surveyId, { q1: '良い' });
    await answer(surveyId, { q1: '悪い' });
    await eventually(
      async () => ((await docData(`surveys/${surveyId}`))?.responseCount === 2 ? true : undefined),
      'both answers counted',
    );
    await admin.doc(`surveyStats/${surveyId}`).delete();
    const { responseCount } = await call<object, { responseCount: number }>(RECOUNT_SURVEY_STATS, {
      surveyId,
    });
    expect(responseCount).toBe(2);
    expect((await docData(`surveyStats/${surveyId}`))?.responseCount).toBe(2);
    // The survey's count follows the statistics: a count that drifted (as adding 1 after a
    // recount once left it) is set right by the next answer.
    await admin.doc(`surveys/${surveyId}`).update({ responseCount: 0 });
    await answer(surveyId, { q1: '良い' });
    await eventually(
      async () => ((await docData(`surveys/${surveyId}`))?.responseCount === 3 ? true : undefined),
      'the count set from the statistics',
    );
  });
  test('再集計 repairs the answer slots from the real answers', async () => {
    const surveyId = await publishedSurvey({ maxResponses: 5 });
    await slottedAnswer(surveyId, { q1: '良い' });
    await eventually(
      async () => ((await docData(`surveys/${surveyId}`))?.responseCount === 1 ? true : undefined),
      'the answer counted',
    );
    await admin.doc(`surveyAnswerSlots/${surveyId}`).set({ count: 5 });
    const { responseCount } = await call<object, { responseCount: number }>(RECOUNT_SURVEY_STATS, {
      surveyId,
    });
    expect(responseCount).toBe(1);
    expect(await docData(`surveyAnswerSlots/${surveyId}`)).toEqual({ count: 1 });
    await slottedAnswer(surveyId, { q1: '悪い' });
  });

  describe('mergeCustomers / undoCustomerMerge (名寄せ)', () => {
    const stamp = () => ({ editedBy: staffUid, editedAt: serverTimestamp() });
    const historyOf = async (rowId: string) =>
      (await admin.collection('customer_history').where('rowId', '==', rowId).get()).docs.map(
        (entry) => entry.data(),
      );

    /** Two rows written as the app writes them (with their histories), a comment and a link. */
    async function twoRows() {
      const kept = fresh('keep');
      const merged = fresh('gone');
      await setDoc(doc(staffDb, 'sa_list', kept), {
        clientName: '株式会社テスト商事',
        phoneNumber: '',
        progress: '商談中',
        ...stamp(),
      });
      await setDoc(doc(staffDb, 'sa_list', merged), {
        clientName: '(株)テスト商事',
        phoneNumber: '03-1111-2222',
        progress: '',
        ...stamp(),
      });
      await updateDoc(doc(staffDb, 'sa_list', merged), { progress: '提案', ...stamp() });
      await admin.doc(`customerComments/${merged}-c`).set({
        table: 'sa_list',
        rowId: merged,
        body: '統合前のコメント',
        authorUid: staffUid,
        mentions: [],
        createdAt: Timestamp.now(),
      });
      const link = token();
      await admin
        .doc(`surveyLinks/${link}`)
        .set({ surveyId: 's', table: 'sa_list', rowId: merged });
      await eventually(
        async () => ((await historyOf(merged)).length >= 2 ? true : undefined),
        'the merged row’s history',
      );
      await eventually(
        async () => ((await historyOf(kept)).length >= 1 ? true : undefined),
        'the kept row’s history',
      );
      return { kept, merged, link };
    }

    const request = (kept: string, merged: string, progress = '提案') => ({
      table: 'sa_list',
      keptId: kept,
      mergedId: merged,
      picks: { phoneNumber: 'merged' },
      seen: {
        kept: { clientName: '株式会社テスト商事', phoneNumber: '', progress: '商談中' },
        merged: { clientName: '(株)テスト商事', phoneNumber: '03-1111-2222', progress },
      },
    });

    test('one row with both histories, the picked values, the comment, the link and its 案件; then undo', async () => {
      const { kept, merged, link } = await twoRows();
      const deal = `${merged}-deal`;
      await admin.doc(`deal_list/${deal}`).set({ clientName: '年間契約', customerId: merged });
      await expect(call(MERGE_CUSTOMERS, request(kept, merged), false)).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      const { mergeId } = await call<object, { mergeId: string }>(
        MERGE_CUSTOMERS,
        request(kept, merged),
      );
      expect(await docData(`sa_list/${kept}`)).toMatchObject({
        clientName: '株式会社テスト商事',
        phoneNumber: '03-1111-2222',
        progress: '商談中',
      });
      expect((await docData(`sa_list/${merged}`))?.mergedInto).toBe(kept);
      expect((await docData(`customerComments/${merged}-c`))?.rowId).toBe(kept);
      expect((await docData(`surveyLinks/${link}`))?.rowId).toBe(kept);
      expect((await docData(`deal_list/${deal}`))?.customerId).toBe(kept);
      // The trigger adds nothing for the merge's own writes: 2 + 1 entries moved, 1 merge entry.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const history = await historyOf(kept);
      expect(history.map((entry) => entry.kind).sort()).toEqual([
        'create',
        'create',
        'merge',
        'update',
      ]);
      expect(history.find((entry) => entry.kind === 'merge')).toMatchObject({
        by: { uid: staffUid, name: STAFF_NAME },
        merge: { mergeId, mergedId: merged, mergedClientName: '(株)テスト商事' },
      });
      expect(await historyOf(merged)).toEqual([]);

      await call(UNDO_CUSTOMER_MERGE, { mergeId });
      expect((await docData(`sa_list/${kept}`))?.phoneNumber).toBe('');
      expect((await docData(`sa_list/${merged}`))?.mergedInto).toBeNull();
      expect((await docData(`customerComments/${merged}-c`))?.rowId).toBe(merged);
      expect((await docData(`surveyLinks/${link}`))?.rowId).toBe(merged);
      expect((await docData(`deal_list/${deal}`))?.customerId).toBe(merged);
      expect((await historyOf(merged)).map((entry) => entry.kind).sort()).toEqual([
        'create',
        'update',
      ]);
      expect((await docData(`customerMerges/${mergeId}`))?.undone).toBe(true);
      await expect(call(UNDO_CUSTOMER_MERGE, { mergeId })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });
    });

    test('a row edited after the screen showed it is not merged; nothing half-done', async () => {
      const { kept, merged } = await twoRows();
      await updateDoc(doc(staffDb, 'sa_list', merged), { progress: '失注', ...stamp() });
      await expect(call(MERGE_CUSTOMERS, request(kept, merged))).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });
      expect((await docData(`sa_list/${merged}`))?.mergedInto).toBeUndefined();
      expect((await docData(`sa_list/${kept}`))?.phoneNumber).toBe('');
    });

    test('an edit racing a merge: either lands after it or stops it, never half a merge', async () => {
      const { kept, merged } = await twoRows();
      const [merge, edit] = await Promise.allSettled([
        call<object, { mergeId: string }>(MERGE_CUSTOMERS, request(kept, merged)),
        updateDoc(doc(staffDb, 'sa_list', merged), { progress: '失注', ...stamp() }),
      ]);
      const mergedRow = await docData(`sa_list/${merged}`);
      const keptRow = await docData(`sa_list/${kept}`);
      if (merge.status === 'fulfilled') {
        // The edit came first and the merge saw it as changed? Then it would have failed: so the
        // merge ran first, and the edit of a merged-away row was refused by the rules.
        expect(edit.status).toBe('rejected');
        expect(mergedRow?.mergedInto).toBe(kept);
        expect(keptRow?.phoneNumber).toBe('03-1111-2222');
      } else {
        expect(edit.status).toBe('fulfilled');
        expect(mergedRow?.mergedInto).toBeUndefined();
        expect(mergedRow?.progress).toBe('失注');
        expect(keptRow?.phoneNumber).toBe('');
      }
    });

    test('undo is refused once a merged value was changed again', async () => {
      const { kept, merged } = await twoRows();
      const { mergeId } = await call<object, { mergeId: string }>(
        MERGE_CUSTOMERS,
        request(kept, merged),
      );
      await updateDoc(doc(staffDb, 'sa_list', kept), { phoneNumber: '03-9999-0000', ...stamp() });
      const refusal = (await call(UNDO_CUSTOMER_MERGE, { mergeId }).catch(
        (error: unknown) => error,
      )) as Error & { code?: string };
      expect(refusal.code).toBe('functions/failed-precondition');
      expect(refusal.message).toContain('統合の後に行が変更されているため、元に戻せません');
      expect((await docData(`sa_list/${merged}`))?.mergedInto).toBe(kept);
    });
  });

  test('lookupCorporateNumber asks the registry with the secret id and stores the answer on the row', async () => {
    const rowId = fresh('corp');
    await admin
      .doc(`sa_list/${rowId}`)
      .set({ clientName: 'エミュ商事', corporateNumber: '6010001000001' });
    const answer = await call<
      object,
      { record: { name: string; address: string }; storedAt: number }
    >(LOOKUP_CORPORATE_NUMBER, {
      corporateNumber: '6010001000001',
      row: { table: 'sa_list', rowId },
    });
    expect(answer.record).toMatchObject({
      name: '株式会社エミュレータ商事',
      address: '東京都千代田区丸の内１丁目',
    });
    expect(registry.requests.at(-1)?.searchParams.get('id')).toBe('emulator-fake-registry-id');
    expect((await docData(`sa_list/${rowId}`))?.registry).toMatchObject({
      name: '株式会社エミュレータ商事',
    });
    await expect(
      call(LOOKUP_CORPORATE_NUMBER, { corporateNumber: '6010001000001' }, false),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });
});
