import { parsePublishableMeta } from '@/lib/publishable/publishable-meta';
import type { SurveyDraft } from './survey-draft';
import type { Survey } from './types';

/** Never a stored id: the preview's survey exists only in the builder. */
export const PREVIEW_SURVEY_ID = 'preview';

/**
 * The unsaved draft as the public form's survey: its content, with a stored survey's empty
 * bookkeeping (draft status, no responses), so the visitors' form renders it unchanged.
 */
export function previewSurvey(draft: SurveyDraft): Survey {
  return {
    ...parsePublishableMeta({}),
    id: PREVIEW_SURVEY_ID,
    title: draft.title,
    description: draft.description,
    thankYouMessage: draft.thankYouMessage,
    fields: draft.fields,
    // The preview always shows the form, never the 'already answered' notice.
    oneAnswerPerBrowser: false,
    oneAnswerPerLink: false,
    closesAt: null,
    maxResponses: null,
    chatworkNotify: false,
    aiSummaryEnabled: false,
    chatworkRoomId: '',
    responseCount: 0,
    summaries: {},
  };
}
