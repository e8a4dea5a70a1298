import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

/**
 * What the Firebase build's specs need beyond the browser: where the preview serves the emulator
 * build (playwright.emulators.config.ts), and the Admin SDK on the same emulator (its host comes
 * from `firebase emulators:exec`) to give each test rows of its own. The emulator is shared by
 * every spec, so names carry a run id and no test reads another's data.
 */
export const ORIGIN = `http://localhost:${Number(process.env.E2E_EMULATOR_PORT ?? 4183)}`;

const app =
  getApps().find((candidate) => candidate.name === 'e2e-emulators') ??
  initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-backoffice' }, 'e2e-emulators');
export const adminDb = getFirestore(app);

let counter = 0;
/** A name no other test (or earlier run on the same emulator) uses. */
export const unique = (base: string) =>
  `${base}${Date.now().toString(36).slice(-5)}${(counter += 1)}`;

export async function seedRow(
  table: 'sa_list' | 'ob_list' | 'deal_list',
  data: Record<string, unknown>,
) {
  const ref = adminDb.collection(table).doc();
  await ref.set({ createdAt: Timestamp.now(), ...data });
  return ref.id;
}

/** The seeded survey's one question: a required radio 'ご評価' (良い / 普通). */
export const RATING_FIELD = {
  id: 'rating',
  type: 'radio',
  label: 'ご評価',
  required: true,
  order: 0,
  options: [
    { id: 'o-good', label: '良い', value: '良い' },
    { id: 'o-fair', label: '普通', value: '普通' },
  ],
};

/** A published survey with one radio question 'ご評価' (良い / 普通), written as the app saves one. */
/**
 * What a survey's 表示条件 references stand for (`surveyLinkRules/{surveyId}`, staff only), as the
 * builder writes it beside the survey (features/surveys/model/link-rules.ts).
 */
export async function seedLinkRules(surveyId: string, rules: Record<string, unknown>) {
  await adminDb.collection('surveyLinkRules').doc(surveyId).set({ rules });
}

export async function seedSurvey(title: string, extra: Record<string, unknown> = {}) {
  const ref = adminDb.collection('surveys').doc();
  await ref.set({
    title,
    description: '',
    thankYouMessage: '',
    status: 'published',
    publicUrl: '',
    isArchived: false,
    createdBy: 'demo-user',
    createdByName: 'デモ管理者',
    fields: [RATING_FIELD],
    fieldIds: ['rating'],
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...extra,
  });
  return ref.id;
}
