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
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { emulatorHost } from './emulator-env';

/**
 * firestore.rules, role by role: anonymous visitor, signed-in user without a member record,
 * staff. Every rule is checked both ways (allowed and denied). Areas add their own describe
 * blocks below for the collections they open to public pages.
 */
let env: RulesTestEnvironment;

const STAFF = 'staff-uid';
const NEWCOMER = 'newcomer-uid';

const asAnonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const asNewcomer = () =>
  env
    .authenticatedContext(NEWCOMER, { email: 'new@example.com' })
    .firestore() as unknown as Firestore;
const asStaff = () =>
  env
    .authenticatedContext(STAFF, { email: 'staff@example.com' })
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

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'members', STAFF), {
      uid: STAFF,
      name: 'staff',
      email: 'staff@example.com',
    });
    await setDoc(doc(db, 'members', 'legacy-id'), {
      uid: NEWCOMER,
      name: '旧レコード',
      email: 'new@example.com',
    });
    await setDoc(doc(db, 'sa_list', 'c1'), { clientName: '株式会社テスト' });
    const promotions = [
      ['promo-draft', 'draft'],
      ['promo-live', 'published'],
      ['promo-closed', 'closed'],
    ] as const;
    for (const [id, status] of promotions) {
      await setDoc(doc(db, 'promotions', id), { title: id, html: '<p>x</p>', status });
    }
    for (const [id, status] of [
      ['survey-live', 'published'],
      ['survey-draft', 'draft'],
      ['survey-closed', 'closed'],
    ] as const) {
      await setDoc(doc(db, 'surveys', id), { title: id, status, fields: [] });
    }
    await setDoc(doc(db, 'responses', 'r1'), {
      surveyId: 'survey-live',
      answers: { f1: 'A' },
      submittedAt: new Date(),
    });
    await setDoc(doc(db, 'surveyResponses', 'legacy1'), {
      surveyId: 'survey-live',
      responses: [{ fieldId: 'f1', value: 'B' }],
    });
    await setDoc(doc(db, 'surveyStats', 'survey-live'), { responseCount: 1, fields: {} });
    await setDoc(doc(db, 'surveySettings', 'common'), { footerText: 'footer' });
    await setDoc(doc(db, 'surveySettings', 'internal'), { note: 'staff only' });
  });
});

afterAll(() => env?.cleanup());

describe('staff', () => {
  test('staff read and write admin collections', async () => {
    await assertSucceeds(getDoc(doc(asStaff(), 'sa_list', 'c1')));
    await assertSucceeds(getDocs(collection(asStaff(), 'sa_list')));
    await assertSucceeds(setDoc(doc(asStaff(), 'ob_list', 'o1'), { clientName: 'x' }));
    await assertSucceeds(getDocs(collection(asStaff(), 'members')));
  });
});

describe('signed-in user without a member record', () => {
  test('may create their own member document, keyed by their uid', async () => {
    await assertSucceeds(
      setDoc(doc(asNewcomer(), 'members', NEWCOMER), {
        uid: NEWCOMER,
        name: 'new',
        email: 'new@example.com',
      }),
    );
  });

  test('may not create a member document for someone else or with another uid inside', async () => {
    await assertFails(
      setDoc(doc(asNewcomer(), 'members', 'someone-else'), { uid: 'someone-else', name: 'x' }),
    );
    await assertFails(
      setDoc(doc(asNewcomer(), 'members', NEWCOMER), { uid: 'someone-else', name: 'x' }),
    );
  });

  test('may find their own older member record by uid, but not list all members', async () => {
    await assertSucceeds(
      getDocs(query(collection(asNewcomer(), 'members'), where('uid', '==', NEWCOMER))),
    );
    await assertFails(getDocs(collection(asNewcomer(), 'members')));
  });

  test('reads and writes nothing else', async () => {
    await assertFails(getDoc(doc(asNewcomer(), 'sa_list', 'c1')));
    await assertFails(setDoc(doc(asNewcomer(), 'sa_list', 'c2'), { clientName: 'x' }));
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

describe('surveys, responses and statistics', () => {
  const response = (surveyId = 'survey-live') => ({
    surveyId,
    answers: { f1: 'A', f2: ['x', 'y'] },
    submittedAt: serverTimestamp(),
  });

  test('a visitor gets one survey by id, whatever its status, and never lists them', async () => {
    for (const id of ['survey-live', 'survey-draft', 'survey-closed', 'no-such-id'])
      await assertSucceeds(getDoc(doc(asAnonymous(), 'surveys', id)));
    await assertFails(getDocs(collection(asAnonymous(), 'surveys')));
    await assertFails(updateDoc(doc(asAnonymous(), 'surveys', 'survey-live'), { title: 'x' }));
  });

  test('a visitor creates a well-formed response for a published survey', async () => {
    await assertSucceeds(addDoc(collection(asAnonymous(), 'responses'), response()));
    // Staff testing their own public form go through the same rule.
    await assertSucceeds(addDoc(collection(asStaff(), 'responses'), response()));
  });

  test('no response for a draft, closed or missing survey', async () => {
    for (const id of ['survey-draft', 'survey-closed', 'no-such-id'])
      await assertFails(addDoc(collection(asAnonymous(), 'responses'), response(id)));
  });

  test('no response with extra or missing keys, a client clock or non-map answers', async () => {
    const db = asAnonymous();
    await assertFails(addDoc(collection(db, 'responses'), { ...response(), statsCountedAt: 1 }));
    const { answers: _answers, ...withoutAnswers } = response();
    await assertFails(addDoc(collection(db, 'responses'), withoutAnswers));
    await assertFails(
      addDoc(collection(db, 'responses'), { ...response(), submittedAt: new Date(0) }),
    );
    await assertFails(addDoc(collection(db, 'responses'), { ...response(), answers: ['A'] }));
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

  test('staff list, edit and delete surveys and responses', async () => {
    const db = asStaff();
    await assertSucceeds(getDocs(query(collection(db, 'surveys'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(updateDoc(doc(db, 'surveys', 'survey-live'), { status: 'closed' }));
    await assertSucceeds(
      getDocs(query(collection(db, 'responses'), where('surveyId', '==', 'survey-live'))),
    );
    await assertSucceeds(getDocs(collection(db, 'surveyResponses')));
    await assertSucceeds(deleteDoc(doc(db, 'responses', 'r1')));
  });
});
