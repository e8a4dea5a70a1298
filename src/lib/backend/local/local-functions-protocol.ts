/**
 * The same-origin endpoint that stands in for Cloud Functions in local mode: the dev and preview
 * servers (scripts/local-functions/plugin.ts) answer `POST {LOCAL_FUNCTIONS_PATH}/{name}` with the
 * body `{ data }`, like the callable protocol: `{ result }` on success, `{ error: { code, message } }`
 * otherwise. Dependency-free: both the browser adapter and the server import it.
 */
export const LOCAL_FUNCTIONS_PATH = '/__functions';

/**
 * With a tunnel to the dev server (`LOCAL_WEBHOOK_TUNNEL=1`, for Chatwork's webhook), every call
 * must carry the server's per-process secret in this header; the page asks for it at
 * LOCAL_FUNCTIONS_SECRET_PATH, which answers only requests that did not come through a proxy
 * (scripts/local-functions/plugin.ts). So a tunnel exposes the webhook alone.
 */
export const LOCAL_FUNCTIONS_SECRET_HEADER = 'x-local-functions-secret';
export const LOCAL_FUNCTIONS_SECRET_PATH = `${LOCAL_FUNCTIONS_PATH}-secret`;

/**
 * What the browser reads for the local server, which holds no data (it lives in the browser's
 * IndexedDB): the stored documents the Admin SDK reads in the cloud. Kept apart from `data`, so a
 * handler treats the payload the same in both modes (a key in the payload is still ignored).
 */
export interface LocalCallContext {
  /**
   * generateSurveySummary, lookupCorporateNumber: whether the caller may edit (not 閲覧のみ), read
   * from their member record as the cloud function reads it (src/contracts/roles.ts).
   */
  callerCanEdit?: boolean;
  /** notifySurveyResponse: the response, its survey, its customer and the results page. */
  notification?: {
    survey: Record<string, unknown>;
    response: Record<string, unknown>;
    clientName: string | null;
    resultsUrl: string;
  };
  /** getChatworkMentions: the caller's stored key, where their last fetch stopped, their mentions. */
  mentionSync?: {
    chatworkKey: string;
    cursor: Record<string, number>;
    known: {
      roomId: number;
      messageId: string;
      senderId: number;
      sendTime: number;
      state: string;
    }[];
  };
  /** chatworkAction: the caller's stored Chatwork key. */
  chatworkKey?: string;
  /** registerChatworkWebhook: the caller's stored webhook token. */
  webhookToken?: string;
  /** generateSurveySummary: the stored survey and its responses. */
  survey?: {
    survey: Record<string, unknown> | null;
    responses: {
      data: Record<string, unknown>;
      submittedAtMs: number | null;
      /** What names the respondent (their name and e-mail answers, their link's client). */
      known?: string[];
    }[];
  };
}

export interface LocalFunctionRequest {
  data: unknown;
  context?: LocalCallContext;
}

export type LocalFunctionResponse =
  { result: unknown } | { error: { code: string; message: string; details?: unknown } };
