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
};
