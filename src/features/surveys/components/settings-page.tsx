import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { Button } from '@/components/ui/button';
import { FormField, TextArea } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { getSurveySettings, saveSurveySettings } from '../data/surveys';
import { surveyStrings as s } from '../strings';

const toastLoadFailed = () => notify.error(s.settingsLoadFailed);

/** /settings: the common footer text of every public survey page. */
export function SurveySettingsPage() {
  const { state, reload } = useAsync('settings', getSurveySettings, {
    onError: toastLoadFailed,
  });
  return (
    <Page title={s.settingsPageTitle}>
      <Card className="max-w-3xl p-6">
        <AsyncView state={state} onRetry={reload} errorMessage={s.settingsLoadFailed}>
          {(settings) => <FooterForm stored={settings.footerText} />}
        </AsyncView>
      </Card>
    </Page>
  );
}

function FooterForm({ stored }: { stored: string }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(stored);
  const [text, setText] = useState(stored);
  const [saving, setSaving] = useState(false);
  const dirty = text !== saved;

  const save = async () => {
    setSaving(true);
    try {
      await saveSurveySettings(text);
      notify.success(s.settingsSaved);
      setSaved(text);
    } catch {
      notify.error(s.settingsSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <UnsavedChangesGuard when={dirty} />
      <FormField id="footer-text" label={s.footerLabel} hint={s.footerHint}>
        <TextArea
          id="footer-text"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigate(paths.surveys)}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={!dirty || saving}>
          {saving ? s.saving : s.save}
        </Button>
      </div>
    </form>
  );
}
