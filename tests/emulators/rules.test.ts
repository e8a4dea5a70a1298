import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
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
