import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import type { DraftAction } from '../model/draft-reducer';
import type { SurveyDraft } from '../model/survey-draft';
import { surveyStrings as s } from '../strings';

/**
 * 'アンケート設定': the description, the thank-you text, one answer per browser and one answer
 * per personal link (both off by default), edited in place in the draft.
 */
export function SurveySettingsDialog({
  open,
  onOpenChange,
  draft,
  dispatch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: Pick<
    SurveyDraft,
    'description' | 'thankYouMessage' | 'oneAnswerPerBrowser' | 'oneAnswerPerLink'
  >;
  dispatch: Dispatch<DraftAction>;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={s.settingsTitle}
      size="lg"
      footer={<Button onClick={() => onOpenChange(false)}>{s.done}</Button>}
    >
      <div className="space-y-4">
        <FormField id="survey-description" label={s.descriptionLabel}>
          <TextInput
            id="survey-description"
            value={draft.description}
            onChange={(e) => dispatch({ type: 'setDescription', description: e.target.value })}
          />
        </FormField>
        <FormField id="survey-thank-you" label={s.thankYouLabel} hint={s.thankYouHint}>
          <TextArea
            id="survey-thank-you"
            rows={6}
            value={draft.thankYouMessage}
            onChange={(e) => dispatch({ type: 'setThankYou', thankYouMessage: e.target.value })}
          />
        </FormField>
        <div className="space-y-1">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="text-brand-600 h-4 w-4 rounded border-slate-300"
              aria-describedby="survey-one-answer-hint survey-one-answer-shared"
              checked={draft.oneAnswerPerBrowser ?? false}
              onChange={(e) => dispatch({ type: 'setOneAnswerPerBrowser', on: e.target.checked })}
            />
            {s.oneAnswerPerBrowserLabel}
          </label>
          <p id="survey-one-answer-hint" className="text-xs text-slate-500">
            {s.oneAnswerPerBrowserHint}
          </p>
          <p id="survey-one-answer-shared" className="text-xs text-amber-800">
            {s.oneAnswerPerBrowserSharedDevice}
          </p>
        </div>
        <div className="space-y-1">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="text-brand-600 h-4 w-4 rounded border-slate-300"
              aria-describedby="survey-one-answer-link-hint"
              checked={draft.oneAnswerPerLink ?? false}
              onChange={(e) => dispatch({ type: 'setOneAnswerPerLink', on: e.target.checked })}
            />
            {s.oneAnswerPerLinkLabel}
          </label>
          <p id="survey-one-answer-link-hint" className="text-xs text-slate-500">
            {s.oneAnswerPerLinkHint}
          </p>
        </div>
      </div>
    </Modal>
  );
}
