import { logger } from 'firebase-functions';
import { defineSecret, defineString } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminFirestore } from '../admin.js';
import { CallableError } from '../callable-error.js';
import { staffFromMembers } from '../mentions/get-chatwork-mentions.js';
import {
  AI_REQUEST_TIMEOUT_MS,
  DEFAULT_AI_API_BASE,
  DEFAULT_AI_MODEL,
  resolveAiConfig,
} from './chat-completions.js';
import type { GenerateSummaryResponse } from '../shared/contracts/ai-summary.js';
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

/** Callable generateSurveySummary (us-central1): a thin wrapper over generate-survey-summary.ts. */
export const generateSurveySummary = onCall<unknown, Promise<GenerateSummaryResponse>>(
  {
    region: 'us-central1',
    secrets: [aiApiKey],
    timeoutSeconds: Math.ceil(AI_REQUEST_TIMEOUT_MS / 1000) + 30,
    maxInstances: 10,
  },
  async (request) => {
    try {
      return await handle(
        { auth: request.auth ? { uid: request.auth.uid } : undefined, data: request.data },
        {
          isStaff: staffFromMembers(adminFirestore()),
          config: resolveAiConfig({
            apiKey: aiApiKey.value(),
            baseUrl: aiApiBase.value(),
            model: aiModel.value(),
          }),
        },
      );
    } catch (error) {
      if (error instanceof CallableError) {
        // The reason only: neither the answers nor the key are logged.
        logger.warn('generateSurveySummary failed', { code: error.code, reason: error.message });
        throw new HttpsError(error.code, error.message, error.details);
      }
      throw error;
    }
  },
);
