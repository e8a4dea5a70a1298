import {
  LEGACY_RESPONSES,
  RESPONSE_LINKS,
  RESPONSES,
  SURVEYS,
} from '../shared/contracts/survey-collections.js';
import { SURVEY_LINKS } from '../shared/contracts/collections.js';
import { CUSTOMER_TOKEN_FIELD } from '../shared/contracts/customer-token.js';
import { defineSecret, defineString } from 'firebase-functions/params';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { onCallable } from '../on-callable.js';
import { editorFromMembers } from '../caller-roles.js';
import {
  AI_REQUEST_TIMEOUT_MS,
  DEFAULT_AI_API_BASE,
  DEFAULT_AI_MODEL,
  resolveAiConfig,
} from './chat-completions.js';
import {
  GENERATE_SURVEY_SUMMARY,
  type GenerateSummaryResponse,
} from '../shared/contracts/ai-summary.js';
import type { StoredResponse } from '../shared/summary-source.js';
import { instantOf } from '../shared/tokyo-time.js';
import { type QuotaDb } from './daily-quota.js';
import { generateSurveySummary as handle } from './generate-survey-summary.js';

/**
 * Function configuration (README "Configuration"): the key is a Secret Manager secret, bound to
 * this function only, so it never reaches the browser or the other functions; the base URL and
 * the model are plain parameters with defaults.
 */
const aiApiKey = defineSecret('AI_API_KEY');
const aiApiBase = defineString('AI_API_BASE', {
  default: DEFAULT_AI_API_BASE,
  description: 'OpenAI-compatible API base URL (POST {base}/chat/completions)',
});
const aiModel = defineString('AI_MODEL', {
  default: DEFAULT_AI_MODEL,
  description: 'Chat model used for survey answer summaries',
});

/**
 * The newest responses a summary reads: the prompt holds at most MAX_ANSWERS_CHARS (30,000)
 * characters of answers, newest first, so older ones would never be used. Legacy responses
 * (surveyResponses) take no new answers and are read as they are.
 */
export const SUMMARY_RESPONSE_LIMIT = 1000;

/**
 * Only what a summary reads of a survey's responses: the newest SUMMARY_RESPONSE_LIMIT current
 * ones (index responses (surveyId, submittedAt desc)) and the legacy ones, answers in both stored
 * shapes; each with the client name of the personal link it came through, which the summary
 * replaces wherever the answer repeats it.
 */
async function loadResponses(db: Firestore, surveyId: string): Promise<StoredResponse[]> {
  const [current, legacy, clientOf] = await Promise.all([
    db
      .collection(RESPONSES)
      .where('surveyId', '==', surveyId)
      .orderBy('submittedAt', 'desc')
      .limit(SUMMARY_RESPONSE_LIMIT)
      .select('answers', 'submittedAt', CUSTOMER_TOKEN_FIELD)
      .get(),
    db
      .collection(LEGACY_RESPONSES)
      .where('surveyId', '==', surveyId)
      .select('answers', 'responses', 'submittedAt')
      .get(),
    linkedClientNames(db, surveyId),
  ]);
  return [...current.docs, ...legacy.docs].map((doc) => {
    const client = clientOf(doc.id, doc.get(CUSTOMER_TOKEN_FIELD));
    return {
      data: doc.data(),
      submittedAtMs: instantOf(doc.get('submittedAt'))?.getTime() ?? null,
      ...(client ? { known: [client] } : {}),
    };
  });
}

/**
 * The client name of each response's personal link: by its private record (responseLinks) or
 * the token an older response still carries, then the link (surveyLinks).
 */
async function linkedClientNames(db: Firestore, surveyId: string) {
  const [records, links] = await Promise.all([
    db
      .collection(RESPONSE_LINKS)
      .where('surveyId', '==', surveyId)
      .select(CUSTOMER_TOKEN_FIELD)
      .get(),
    db.collection(SURVEY_LINKS).where('surveyId', '==', surveyId).select('clientName').get(),
  ]);
  const tokenOf = new Map(
    records.docs.map((doc) => [doc.id, doc.get(CUSTOMER_TOKEN_FIELD) as unknown]),
  );
  const nameOf = new Map(links.docs.map((doc) => [doc.id, doc.get('clientName') as unknown]));
  return (responseId: string, carried: unknown): string | null => {
    const name = nameOf.get(String(tokenOf.get(responseId) ?? carried ?? ''));
    return typeof name === 'string' && name !== '' ? name : null;
  };
}

function firestoreQuota(db: Firestore): QuotaDb {
  return {
    runTransaction: (work) =>
      db.runTransaction((transaction) =>
        work({
          get: async (path) => (await transaction.get(db.doc(path))).data(),
          set: (path, data) => void transaction.set(db.doc(path) as DocumentReference, data),
        }),
      ),
  };
}

/** Callable generateSurveySummary (in the functions' region): a thin wrapper over generate-survey-summary.ts. */
export const generateSurveySummary = onCallable<GenerateSummaryResponse>(
  GENERATE_SURVEY_SUMMARY,
  { secrets: [aiApiKey], timeoutSeconds: Math.ceil(AI_REQUEST_TIMEOUT_MS / 1000) + 30 },
  (input) => {
    const db = adminFirestore();
    return handle(input, {
      isEditor: editorFromMembers(db),
      loadSurvey: async (surveyId) => (await db.doc(`${SURVEYS}/${surveyId}`).get()).data() ?? null,
      loadResponses: (surveyId) => loadResponses(db, surveyId),
      quota: firestoreQuota(db),
      config: resolveAiConfig({
        apiKey: aiApiKey.value(),
        baseUrl: aiApiBase.value(),
        model: aiModel.value(),
      }),
    });
  },
);
