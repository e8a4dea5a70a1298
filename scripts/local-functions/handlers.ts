import { resolveAiConfig } from '../../functions/src/ai-summary/chat-completions.ts';
import { generateSurveySummary } from '../../functions/src/ai-summary/generate-survey-summary.ts';
import type { CallerAuth } from '../../functions/src/callable-error.ts';
import { getChatworkMentions } from '../../functions/src/mentions/get-chatwork-mentions.ts';
import type { LocalFunctionHandler } from './plugin.ts';

/**
 * The functions local mode serves, by name, each the same handler Cloud Functions runs.
 * There is no Admin SDK and no ID token here: the local server trusts its caller (it listens on
 * the developer's machine, for a browser whose accounts live in its own IndexedDB), so every call
 * counts as a staff member's.
 */
const LOCAL_CALLER: CallerAuth = { uid: 'local-mode' };
const trustLocalCaller = async () => true;

export const localFunctionHandlers: Record<string, LocalFunctionHandler> = {
  getChatworkMentions: (data) =>
    getChatworkMentions(
      { auth: LOCAL_CALLER, data },
      // Read per call, so a test can start the preview server with CHATWORK_API_BASE set.
      { isStaff: trustLocalCaller, chatwork: { baseUrl: process.env.CHATWORK_API_BASE } },
    ),
  // AI_API_KEY / AI_API_BASE / AI_MODEL from the dev or preview server's environment, per call;
  // the key stays in this server process and is never sent to the browser.
  generateSurveySummary: (data) =>
    generateSurveySummary(
      { auth: LOCAL_CALLER, data },
      {
        isStaff: trustLocalCaller,
        config: resolveAiConfig({
          apiKey: process.env.AI_API_KEY,
          baseUrl: process.env.AI_API_BASE,
          model: process.env.AI_MODEL,
        }),
      },
    ),
};
