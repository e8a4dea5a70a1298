import type { Dispatch, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/text-field';
import { Modal } from '@/components/ui/modal';
import type { DraftAction } from '../model/draft-reducer';
import {
  closesAtOf,
  isChatworkRoomId,
  maxResponsesOf,
  type SurveyDraft,
} from '../model/survey-draft';
import { surveyStrings as s } from '../strings';
import { aiProvider } from '@/lib/ai-provider-env';

/** One on/off setting with its explanation (tied to the box for screen readers). */
function CheckboxSetting({
  id,
  label,
  checked,
  onChange,
  children,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The explanation: one or more `<p>`, under the box. */
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="text-brand-600 h-4 w-4 rounded border-slate-300"
          aria-describedby={id}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <div id={id} className="space-y-1 text-xs text-slate-500">
        {children}
      </div>
    </div>
  );
}

/**
 * 'アンケート設定': the description, the thank-you text, one answer per browser and one answer
 * per personal link (both off by default), the Chatwork message per response, whether answers go
 * to the AI provider for summaries (off by default, with the provider and where it processes
 * them), and when answers stop (a time and/or a number), edited in place in the draft.
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
    | 'description'
    | 'thankYouMessage'
    | 'oneAnswerPerBrowser'
    | 'oneAnswerPerLink'
    | 'closesAt'
    | 'maxResponses'
    | 'chatworkNotify'
    | 'chatworkRoomId'
    | 'aiSummaryEnabled'
  >;
  dispatch: Dispatch<DraftAction>;
}) {
  const closesAtBad = Number.isNaN(closesAtOf(draft.closesAt)?.getTime());
  const maxBad = Number.isNaN(maxResponsesOf(draft.maxResponses));
  const roomBad = draft.chatworkNotify === true && !isChatworkRoomId(draft.chatworkRoomId);
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
        <CheckboxSetting
          id="survey-one-answer-hint"
          label={s.oneAnswerPerBrowserLabel}
          checked={draft.oneAnswerPerBrowser ?? false}
          onChange={(on) => dispatch({ type: 'setOneAnswerPerBrowser', on })}
        >
          <p>{s.oneAnswerPerBrowserHint}</p>
          <p className="text-amber-800">{s.oneAnswerPerBrowserSharedDevice}</p>
        </CheckboxSetting>
        <CheckboxSetting
          id="survey-one-answer-link-hint"
          label={s.oneAnswerPerLinkLabel}
          checked={draft.oneAnswerPerLink ?? false}
          onChange={(on) => dispatch({ type: 'setOneAnswerPerLink', on })}
        >
          <p>{s.oneAnswerPerLinkHint}</p>
        </CheckboxSetting>
        <CheckboxSetting
          id="survey-chatwork-hint"
          label={s.chatworkNotifyLabel}
          checked={draft.chatworkNotify ?? false}
          onChange={(on) => dispatch({ type: 'setChatworkNotify', on })}
        >
          <p>{s.chatworkNotifyHint}</p>
        </CheckboxSetting>
        {draft.chatworkNotify ? (
          <TextField
            id="survey-chatwork-room"
            label={s.chatworkRoomLabel}
            hint={s.chatworkRoomHint}
            error={roomBad ? s.chatworkRoomError : null}
            inputMode="numeric"
            value={draft.chatworkRoomId ?? ''}
            onValue={(roomId) => dispatch({ type: 'setChatworkRoomId', roomId })}
          />
        ) : null}
        <CheckboxSetting
          id="survey-ai-summary-hint"
          label={s.aiSummarySendLabel}
          checked={draft.aiSummaryEnabled ?? false}
          onChange={(on) => dispatch({ type: 'setAiSummaryEnabled', on })}
        >
          <p>{s.aiSummarySendHint(aiProvider.name, aiProvider.location)}</p>
          <p>{s.aiSummarySendRedaction}</p>
        </CheckboxSetting>
        <fieldset className="space-y-3 border-t border-slate-200 pt-4">
          <legend className="text-sm font-semibold text-slate-800">{s.closingHeading}</legend>
          <p className="text-xs text-slate-500">{s.closingHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="survey-closes-at"
              label={s.closesAtLabel}
              error={closesAtBad ? s.closesAtError : null}
              type="datetime-local"
              value={draft.closesAt ?? ''}
              onValue={(closesAt) => dispatch({ type: 'setClosesAt', closesAt })}
            />
            <TextField
              id="survey-max-responses"
              label={s.maxResponsesLabel}
              error={maxBad ? s.maxResponsesError : null}
              inputMode="numeric"
              value={draft.maxResponses ?? ''}
              onValue={(maxResponses) => dispatch({ type: 'setMaxResponses', maxResponses })}
            />
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
