import { describe, expect, it } from 'vitest';
import { previewSurvey, PREVIEW_SURVEY_ID } from './preview-survey';
import { fieldFromTemplate } from './field-ops';

describe('previewSurvey', () => {
  it('carries the draft content unchanged, as a draft with no responses', () => {
    const field = fieldFromTemplate('radio', '好きな色', () => 'x');
    const survey = previewSurvey({
      title: '下書き　アンケート',
      description: '説明',
      thankYouMessage: 'ありがとう',
      fields: [field],
    });
    expect(survey).toMatchObject({
      id: PREVIEW_SURVEY_ID,
      title: '下書き　アンケート',
      description: '説明',
      thankYouMessage: 'ありがとう',
      status: 'draft',
      isArchived: false,
      responseCount: 0,
      summaries: {},
    });
    expect(survey.fields).toEqual([field]);
  });
});
