import { Eye, Settings } from 'lucide-react';
import { useReducer, useState } from 'react';
import {
  DocumentFormPage,
  useDocumentForm,
  type DocumentFormProps,
} from '@/components/publishing/document-form';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-controls';
import { Card } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { draftReducer } from '../model/draft-reducer';
import { validateDraft, type SurveyDraft } from '../model/survey-draft';
import { surveyStrings as s } from '../strings';
import { Builder } from './builder/builder';
import { DraftPreviewDialog } from './preview/draft-preview-dialog';
import { SurveySettingsDialog } from './survey-settings-dialog';

export type SurveyFormProps = DocumentFormProps<SurveyDraft>;

/** The survey create / edit form: name, settings dialog, builder, in the shared form shell. */
export function SurveyForm(props: SurveyFormProps) {
  const [draft, dispatch] = useReducer(draftReducer, props.initial);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const form = useDocumentForm(draft, props);

  const submit = async () => {
    const problem = validateDraft(draft);
    if (problem) {
      notify.warning(s[problem]);
      return;
    }
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
        <TextInput
          aria-label={s.nameLabel}
          placeholder={s.namePlaceholder}
          value={draft.title}
          onChange={(e) => dispatch({ type: 'setTitle', title: e.target.value })}
          className="text-base font-medium"
        />
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          <Settings className="h-4 w-4" aria-hidden />
          {s.settingsButton}
        </Button>
      </Card>
      <Builder fields={draft.fields} dispatch={dispatch} />
      <SurveySettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        draft={draft}
        dispatch={dispatch}
      />
      <DraftPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} draft={draft} />
    </DocumentFormPage>
  );
}
