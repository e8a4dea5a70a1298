import { Eye, Settings } from 'lucide-react';
import { useCallback, useMemo, useReducer, useState } from 'react';
import {
  DocumentFormPage,
  useDocumentForm,
  type DocumentFormProps,
} from '@/components/publishing/document-form';
import { Button } from '@/components/ui/button';
import { CountedTextInput } from '@/components/ui/character-count';
import { Card } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { draftReducer } from '../model/draft-reducer';
import { SURVEY_TITLE_MAX } from '../model/limits';
import { validateDraft, withPending, type SurveyDraft } from '../model/survey-draft';
import type { SurveyField } from '../model/types';
import { showIfStrings, surveyStrings as s } from '../strings';
import { invalidRuleFields } from '../model/show-if-text';
import { useLinkOptions } from '../hooks/use-link-options';
import { Builder } from './builder/builder';
import { DraftPreviewDialog } from './preview/draft-preview-dialog';
import { SurveySettingsDialog } from './survey-settings-dialog';

export type SurveyFormProps = DocumentFormProps<SurveyDraft>;

/** The survey create / edit form: name, settings dialog, builder, in the shared form shell. */
export function SurveyForm(props: SurveyFormProps) {
  const [edited, dispatch] = useReducer(draftReducer, props.initial);
  // The open editing card's changes: unsaved like any other, and applied by 作成 / 更新.
  const [pending, setPending] = useState<SurveyField | null>(null);
  const draft = useMemo(() => withPending(edited, pending), [edited, pending]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const restore = useCallback((next: SurveyDraft) => dispatch({ type: 'reset', draft: next }), []);
  const form = useDocumentForm(draft, props, restore);

  const linkOptions = useLinkOptions();

  const submit = async () => {
    const problem = validateDraft(draft);
    if (problem) {
      notify.warning(s[problem]);
      return;
    }
    // Saved all the same: an invalid rule shows its question to everyone, never hides it.
    const invalid = invalidRuleFields(draft.fields);
    if (invalid.length > 0) notify.warning(showIfStrings.saveWarning(invalid.map((f) => f.label)));
    await form.save();
  };

  return (
    <DocumentFormPage
      props={props}
      form={form}
      onSubmit={submit}
      stickyHeader
      headerActions={
        <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
          <Eye className="h-4 w-4" aria-hidden />
          {s.preview}
        </Button>
      }
    >
      <Card className="flex items-center gap-3 p-4">
        <div className="flex-1">
          <CountedTextInput
            id="survey-title"
            max={SURVEY_TITLE_MAX}
            aria-label={s.nameLabel}
            placeholder={s.namePlaceholder}
            value={draft.title}
            onChange={(e) => dispatch({ type: 'setTitle', title: e.target.value })}
            className="text-base font-medium"
          />
        </div>
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          <Settings className="h-4 w-4" aria-hidden />
          {s.settingsButton}
        </Button>
      </Card>
      <Builder
        fields={edited.fields}
        dispatch={dispatch}
        onPending={setPending}
        linkOptions={linkOptions}
      />
      <SurveySettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        draft={draft}
        dispatch={dispatch}
      />
      <DraftPreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        draft={draft}
        linkOptions={linkOptions}
      />
    </DocumentFormPage>
  );
}
