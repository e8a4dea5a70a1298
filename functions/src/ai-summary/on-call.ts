import { LEGACY_RESPONSES, RESPONSES, SURVEYS } from '../shared/contracts/survey-collections.js';
import { defineSecret, defineString } from 'firebase-functions/params';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { onCallable } from '../on-callable.js';
import { staffFromMembers } from '../mentions/get-chatwork-mentions.js';
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
 * The survey and only what a summary reads of its responses: the newest SUMMARY_RESPONSE_LIMIT
 * current ones (index responses (surveyId, submittedAt desc)) and the legacy ones, answers in
 * both stored shapes.
 */
async function loadSurvey(db: Firestore, surveyId: string) {
  const [survey, ...pages] = await Promise.all([
    db.doc(`${SURVEYS}/${surveyId}`).get(),
    db
      .collection(RESPONSES)
      .where('surveyId', '==', surveyId)
      .orderBy('submittedAt', 'desc')
      .limit(SUMMARY_RESPONSE_LIMIT)
      .select('answers', 'submittedAt')
      .get(),
    db
      .collection(LEGACY_RESPONSES)
      .where('surveyId', '==', surveyId)
      .select('answers', 'responses', 'submittedAt')
      .get(),
  ]);
  const responses: StoredResponse[] = pages.flatMap((page) =>
    page.docs.map((doc) => ({
      data: doc.data(),
      submittedAtMs: instantOf(doc.get('submittedAt'))?.getTime() ?? null,
    })),
  );
  return { survey: survey.exists ? (survey.data() ?? null) : null, responses };
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
      isStaff: staffFromMembers(db),
      loadSurvey: (surveyId) => loadSurvey(db, surveyId),
      quota: firestoreQuota(db),
      config: resolveAiConfig({
        apiKey: aiApiKey.value(),
        baseUrl: aiApiBase.value(),
        model: aiModel.value(),
      }),
    });
  },
);
