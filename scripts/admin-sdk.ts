// Shared by `npm run create-admin`, `migrate-members`, `migrate-public-docs`,
// `migrate-private-data` and `purge-history`: the Admin SDK (which security
// rules do not bind) on the emulators or a real project, bound to the ports of
// scripts/lib/admin-tasks.ts.
import {
  CHATWORK_KEY_DOC,
  CUSTOMER_COMMENTS,
  CUSTOMER_HISTORY,
  MEMBERS,
  MEMBER_MENTIONS,
  MEMBER_PRIVATE,
  SECRET_FLAGS_DOC,
  SURVEY_LINKS,
  SURVEY_LINK_RULES,
  memberMentionsPath,
} from '@/contracts/collections';
import { CUSTOMER_MERGES } from '@/contracts/customer-merge';
import { WEBHOOK_TOKEN_DOC } from '@/contracts/mention-sync';
import {
  ASSIGNEE_NAMES,
  LEGACY_ASSIGNEE_LINKS_DOC,
  parseAssigneeLinks,
  TEAM_SETTINGS,
} from '@/contracts/assignee-links';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_LINK_ANSWERS,
  SURVEY_LINK_VALUES,
} from '@/contracts/survey-collections';
import { CUSTOMER_TOKEN_FIELD } from '@/contracts/customer-token';
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  type Firestore,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import type { AdminAccounts, AdminMembers, CustomerHistory, PublicDocs } from './lib/admin-tasks';
import type { ContactsStore } from './lib/contacts-migration';
import type { SurveyAnswerStore } from './lib/private-data-migration';
import { CUSTOMER_CONTACTS } from '@/contracts/contacts';
import type { LinkRulesStore } from './lib/migrate-link-rules';
import type { PersonalDataEraser } from '@/lib/privacy/erase-personal-data';

export interface AdminContext {
  accounts: AdminAccounts;
  members: AdminMembers;
  publicDocs: PublicDocs;
  customerHistory: CustomerHistory;
  customerComments: CustomerHistory;
  /** The copies of a row's comments in members' inboxes, by document path. */
  commentCopies: CustomerHistory;
  /** The records of merges a row took part in, kept or merged away (名寄せ). */
  mergeRecords: CustomerHistory;
  /** A row's personal links and what stands beside them (values, first answer, token records). */
  personalLinks: CustomerHistory;
  surveyAnswers: SurveyAnswerStore;
  linkRules: LinkRulesStore;
  /** 開示・消去's search and erasure, the same core as the callables (src/lib/privacy/). */
  personalData: PersonalDataEraser;
  /** The company rows and their contacts, for `migrate-contacts`. */
  contacts: ContactsStore;
  target: string;
}

/** Firestore commits at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

/**
 * --project P (or GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT). With FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulators and needs no credentials; otherwise
 * it uses Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS=service-account.json
 * or `gcloud auth application-default login`).
 */
export function connectAdmin(project: string | undefined): AdminContext {
  const projectId = project || process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) {
    throw new Error('No project: pass --project <id> (or set GCLOUD_PROJECT).');
  }
  const onEmulators = Boolean(
    process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST,
  );
  if (
    onEmulators &&
    !(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST)
  ) {
    throw new Error(
      'Set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither (real project).',
    );
  }
  const app = initializeApp(
    onEmulators ? { projectId } : { projectId, credential: applicationDefault() },
    `admin-script-${Date.now()}`,
  );
  const auth = getAuth(app);
  const db = getFirestore(app);
  const members = db.collection(MEMBERS);
  const chatworkDoc = (uid: string) =>
    members.doc(uid).collection(MEMBER_PRIVATE).doc(CHATWORK_KEY_DOC);

  return {
    contacts: contactsStore(db),
    target: onEmulators
      ? `project ${projectId} on the emulators (auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, firestore ${process.env.FIRESTORE_EMULATOR_HOST})`
      : `project ${projectId}`,
    accounts: {
      async findUidByEmail(email) {
        try {
          return (await auth.getUserByEmail(email)).uid;
        } catch (error) {
          if ((error as { code?: string }).code === 'auth/user-not-found') return null;
          throw error;
        }
      },
      async createAccount(email, password) {
        return (await auth.createUser({ email, password })).uid;
      },
      passwordMatches: (email, password) => passwordSignsIn(email, password),
      async describe(uid) {
        try {
          const user = await auth.getUser(uid);
          const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);
          return {
            email: user.email ?? '',
            createdAt: iso(user.metadata.creationTime),
            lastSignInAt: iso(user.metadata.lastSignInTime),
            emailVerified: user.emailVerified,
          };
        } catch (error) {
          if ((error as { code?: string }).code === 'auth/user-not-found') return null;
          throw error;
        }
      },
    },
    customerHistory: rowDocuments(db, CUSTOMER_HISTORY),
    customerComments: rowDocuments(db, CUSTOMER_COMMENTS),
    commentCopies: commentCopies(db),
    mergeRecords: mergeRecords(db),
    personalLinks: personalLinks(db),
    linkRules: linkRulesStore(db),
    personalData: personalDataStore(db),
    surveyAnswers: {
      async responsesWithToken() {
        const snapshot = await db
          .collection(RESPONSES)
          .where(CUSTOMER_TOKEN_FIELD, '!=', null)
          .get();
        return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
      },
      async moveToken(responseId, record) {
        await db.runTransaction(async (tx) => {
          const linkRef = db.collection(RESPONSE_LINKS).doc(responseId);
          if (record && !(await tx.get(linkRef)).exists) tx.set(linkRef, record);
          tx.update(db.collection(RESPONSES).doc(responseId), {
            [CUSTOMER_TOKEN_FIELD]: FieldValue.delete(),
          });
        });
      },
      async surveys() {
        const snapshot = await db.collection(SURVEYS).get();
        return snapshot.docs.map((doc) => ({
          id: doc.id,
          hasFieldIds: doc.get('fieldIds') !== undefined,
          fields: doc.get('fields'),
        }));
      },
      async setFieldIds(surveyId, fieldIds) {
        await db.collection(SURVEYS).doc(surveyId).update({ fieldIds });
      },
      async slotsNamingResponses() {
        const snapshot = await db.collection(SURVEY_ANSWER_SLOTS).get();
        return snapshot.docs.filter((doc) => doc.get('lastId') !== undefined).map((doc) => doc.id);
      },
      async removeLastIds(surveyIds) {
        for (let start = 0; start < surveyIds.length; start += BATCH_LIMIT) {
          const batch = db.batch();
          for (const id of surveyIds.slice(start, start + BATCH_LIMIT))
            batch.update(db.collection(SURVEY_ANSWER_SLOTS).doc(id), {
              lastId: FieldValue.delete(),
            });
          await batch.commit();
        }
      },
      async orphanMentions() {
        const snapshot = await db.collectionGroup(MEMBER_MENTIONS).select().get();
        const counts = new Map<string, number>();
        for (const doc of snapshot.docs) {
          const member = doc.ref.parent.parent;
          if (member?.parent.id === MEMBERS)
            counts.set(member.id, (counts.get(member.id) ?? 0) + 1);
        }
        const orphans = [];
        for (const [uid, count] of counts)
          if (!(await members.doc(uid).get()).exists) orphans.push({ uid, count });
        return orphans;
      },
      async deleteMentionsOf(uid) {
        await db.recursiveDelete(members.doc(uid).collection(MEMBER_MENTIONS));
      },
      async unflaggedSecrets() {
        const found = [];
        for (const member of (await members.select().get()).docs) {
          const own = member.ref.collection(MEMBER_PRIVATE);
          const [key, webhook, flags] = await Promise.all([
            own.doc(CHATWORK_KEY_DOC).get(),
            own.doc(WEBHOOK_TOKEN_DOC).get(),
            own.doc(SECRET_FLAGS_DOC).get(),
          ]);
          const docs = [
            ...(key.get('apiKey') && flags.get(CHATWORK_KEY_DOC) !== true
              ? [CHATWORK_KEY_DOC]
              : []),
            ...(webhook.get('webhookToken') && flags.get(WEBHOOK_TOKEN_DOC) !== true
              ? [WEBHOOK_TOKEN_DOC]
              : []),
          ];
          if (docs.length > 0) found.push({ uid: member.id, docs });
        }
        return found;
      },
      async legacyAssigneeLinks() {
        const legacy = await db.doc(`${TEAM_SETTINGS}/${LEGACY_ASSIGNEE_LINKS_DOC}`).get();
        return legacy.exists ? parseAssigneeLinks(legacy.data()) : null;
      },
      async moveAssigneeLinks(links) {
        await db.runTransaction(async (tx) => {
          const refs = Object.keys(links).map((name) => db.collection(ASSIGNEE_NAMES).doc(name));
          const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
          existing.forEach((snapshot, index) => {
            if (!snapshot.exists)
              tx.create(refs[index]!, {
                uid: links[snapshot.id]!,
                claimedAt: FieldValue.serverTimestamp(),
              });
          });
          tx.delete(db.doc(`${TEAM_SETTINGS}/${LEGACY_ASSIGNEE_LINKS_DOC}`));
        });
      },
      async flagSecrets(uid, docs) {
        await members
          .doc(uid)
          .collection(MEMBER_PRIVATE)
          .doc(SECRET_FLAGS_DOC)
          .set(Object.fromEntries(docs.map((doc) => [doc, true])), { merge: true });
      },
    },
    publicDocs: {
      async list(collection) {
        const snapshot = await db.collection(collection).get();
        return snapshot.docs.map((doc) => ({ id: doc.id, fields: Object.keys(doc.data()) }));
      },
      async removeFields(collection, ids, fields) {
        const deletes = Object.fromEntries(fields.map((field) => [field, FieldValue.delete()]));
        for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
          const batch = db.batch();
          for (const id of ids.slice(start, start + BATCH_LIMIT))
            batch.update(db.collection(collection).doc(id), deletes);
          await batch.commit();
        }
      },
    },
    members: {
      async list() {
        const snapshot = await members.get();
        return snapshot.docs.map((doc) => ({ id: doc.id, data: toPlain(doc.data()) }));
      },
      async exists(uid) {
        return (await members.doc(uid).get()).exists;
      },
      async create(record) {
        await members.doc(record.uid).set({
          uid: record.uid,
          name: record.name,
          email: record.email,
          role: record.role,
          canExport: record.canExport,
          createdAt: record.createdAt ?? FieldValue.serverTimestamp(),
        });
      },
      async setRole(id, fields) {
        await members.doc(id).update({ role: fields.role, canExport: fields.canExport });
      },
      async privateKey(uid) {
        const apiKey = (await chatworkDoc(uid).get()).get('apiKey');
        return typeof apiKey === 'string' && apiKey.trim() ? apiKey : null;
      },
      async setPrivateKey(uid, apiKey) {
        await chatworkDoc(uid).set({ apiKey, updatedAt: FieldValue.serverTimestamp() });
      },
      async removeChatworkField(id) {
        await members.doc(id).update({ chatworkApiKey: FieldValue.delete() });
      },
      async remove(id) {
        await members.doc(id).delete();
      },
      async removePrivate(uid) {
        await db.recursiveDelete(members.doc(uid).collection(MEMBER_PRIVATE));
      },
    },
  };
}

/** Firestore Timestamps to Date, so the model sees the same values as the app. */
/** A collection kept per customer row (`table`, `rowId`): its documents of one row, deleted in batches. */
function mergeRecords(db: Firestore): CustomerHistory {
  return {
    async entriesOf(table, rowId) {
      const found = await Promise.all(
        (['keptId', 'mergedId'] as const).map((field) =>
          db
            .collection(CUSTOMER_MERGES)
            .where('table', '==', table)
            .where(field, '==', rowId)
            .select()
            .get(),
        ),
      );
      return [...new Set(found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id)))];
    },
    async deleteEntries(ids) {
      await rowDocuments(db, CUSTOMER_MERGES).deleteEntries(ids);
    },
  };
}

function rowDocuments(db: Firestore, collection: string): CustomerHistory {
  return {
    async entriesOf(table, rowId) {
      const snapshot = await db
        .collection(collection)
        .where('table', '==', table)
        .where('rowId', '==', rowId)
        .select()
        .get();
      return snapshot.docs.map((doc) => doc.id);
    },
    deleteEntries: (ids) =>
      deletePaths(
        db,
        ids.map((id) => `${collection}/${id}`),
      ),
  };
}

/**
 * The copies of a row's comments in members' inboxes (`members/{uid}/mentions`, `table` + `rowId`),
 * by path: one query per member (a team has tens).
 */
function commentCopies(db: Firestore): CustomerHistory {
  return {
    async entriesOf(table, rowId) {
      const members = await db.collection(MEMBERS).select().get();
      const found = await Promise.all(
        members.docs.map((member) =>
          db
            .collection(memberMentionsPath(member.id))
            .where('table', '==', table)
            .where('rowId', '==', rowId)
            .select()
            .get(),
        ),
      );
      return found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.path));
    },
    deleteEntries: (paths) => deletePaths(db, paths),
  };
}

/** Deletes documents by path, in batches of at most 500. */
async function deletePaths(db: Firestore, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const path of paths.slice(start, start + BATCH_LIMIT)) batch.delete(db.doc(path));
    await batch.commit();
  }
}

/**
 * A row's personal links (`surveyLinks` by table and row), by path, with what each token keys:
 * the outcomes it carries (`surveyLinkValues`), its first answer's pointer (`surveyLinkAnswers`)
 * and the private records tying responses to it (`responseLinks`).
 */
function personalLinks(db: Firestore): CustomerHistory {
  return {
    async entriesOf(table, rowId) {
      const tokens = await rowDocuments(db, SURVEY_LINKS).entriesOf(table, rowId);
      if (tokens.length === 0) return [];
      const [beside, records] = await Promise.all([
        db.getAll(
          ...tokens.flatMap((token) =>
            [SURVEY_LINK_VALUES, SURVEY_LINK_ANSWERS].map((collection) =>
              db.collection(collection).doc(token),
            ),
          ),
        ),
        Promise.all(
          tokens.map((token) =>
            db.collection(RESPONSE_LINKS).where(CUSTOMER_TOKEN_FIELD, '==', token).select().get(),
          ),
        ),
      ]);
      return [
        ...tokens.map((token) => `${SURVEY_LINKS}/${token}`),
        ...beside.filter((doc) => doc.exists).map((doc) => doc.ref.path),
        ...records.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.path)),
      ];
    },
    deleteEntries: (paths) => deletePaths(db, paths),
  };
}

function toPlain(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function'
        ? (value.toDate() as Date)
        : value,
    ]),
  );
}

export function readArgs<T extends Record<string, { type: 'string' }>>(options: T) {
  return parseArgs({ options: { ...options, project: { type: 'string' } }, strict: true })
    .values as {
    [K in keyof T | 'project']?: string;
  };
}

/**
 * Whether e-mail and password sign in, asked of Auth itself (the Identity Toolkit REST API the
 * client SDK uses; the Admin SDK cannot check a password). Needs the project's web API key
 * (VITE_FIREBASE_API_KEY, as for the build); the Auth emulator takes any key.
 */
export async function passwordSignsIn(email: string, password: string): Promise<boolean> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const apiKey = process.env.VITE_FIREBASE_API_KEY || (emulator ? 'emulator' : '');
  if (!apiKey) {
    throw new Error(
      'This account exists already: set VITE_FIREBASE_API_KEY (the web API key) so its password can be checked.',
    );
  }
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(
    `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    },
  );
  if (response.ok) return true;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  const reason = body?.error?.message ?? `HTTP ${response.status}`;
  if (/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND/.test(reason)) return false;
  throw new Error(`Could not check the password with Auth: ${reason}`);
}

/** Runs an admin script's `main`: exit 0 when it resolves, 1 with `{name} failed: …` when not. */
export function runAdminScript(name: string, main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

/** Surveys, their personal links and the rows they name (migrate-link-rules.ts). */
function linkRulesStore(db: Firestore): LinkRulesStore {
  return {
    async surveys() {
      const snapshot = await db.collection(SURVEYS).get();
      return snapshot.docs.map((doc) => {
        const fields = doc.get('fields') as unknown;
        return { id: doc.id, fields: Array.isArray(fields) ? fields : [] };
      });
    },
    async linksOf(surveyId) {
      const snapshot = await db.collection(SURVEY_LINKS).where('surveyId', '==', surveyId).get();
      return snapshot.docs.map((doc) => ({
        token: doc.id,
        table: doc.get('table') as unknown,
        rowId: doc.get('rowId') as unknown,
      }));
    },
    async row(table, rowId) {
      return (await db.collection(table).doc(rowId).get()).data() ?? null;
    },
    async save(surveyId, change) {
      // The survey and its rules together first; then the links, in batches of at most 500.
      const batch = db.batch();
      batch.update(db.collection(SURVEYS).doc(surveyId), { fields: change.fields });
      batch.set(db.collection(SURVEY_LINK_RULES).doc(surveyId), { rules: change.rules });
      await batch.commit();
      for (let start = 0; start < change.links.length; start += BATCH_LIMIT) {
        const links = db.batch();
        for (const { token, values } of change.links.slice(start, start + BATCH_LIMIT)) {
          const ref = db.collection(SURVEY_LINK_VALUES).doc(token);
          if (values) links.set(ref, { surveyId, values });
          else links.delete(ref);
        }
        await links.commit();
      }
    },
  };
}

/** Every document of a collection (or every member's mentions) by path, and deletes by path. */
function personalDataStore(db: Firestore): PersonalDataEraser {
  const docs = (snapshot: QuerySnapshot) =>
    snapshot.docs.map((doc) => ({ path: doc.ref.path, data: toPlain(doc.data()) }));
  return {
    list: async (collection) => docs(await db.collection(collection).get()),
    listMentions: async () => docs(await db.collectionGroup(MEMBER_MENTIONS).get()),
    async updatePaths(paths, data) {
      for (let start = 0; start < paths.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const path of paths.slice(start, start + BATCH_LIMIT))
          batch.update(db.doc(path), data);
        await batch.commit();
      }
    },
    async deletePaths(paths) {
      for (let start = 0; start < paths.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const path of paths.slice(start, start + BATCH_LIMIT)) batch.delete(db.doc(path));
        await batch.commit();
      }
    },
  };
}

/** migrate-contacts' port: the rows, which have contacts, and the new contacts in batches. */
function contactsStore(db: Firestore): ContactsStore {
  return {
    rows: async (table) =>
      (await db.collection(table).get()).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    rowsWithContacts: async () =>
      new Set(
        (await db.collection(CUSTOMER_CONTACTS).get()).docs.map(
          (doc) => `${String(doc.get('table'))}/${String(doc.get('rowId'))}`,
        ),
      ),
    create: async (contacts) => {
      for (let start = 0; start < contacts.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const contact of contacts.slice(start, start + BATCH_LIMIT))
          batch.set(db.collection(CUSTOMER_CONTACTS).doc(), {
            ...contact,
            createdAt: FieldValue.serverTimestamp(),
            updatedAt: FieldValue.serverTimestamp(),
          });
        await batch.commit();
      }
    },
  };
}
