import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, TextArea } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { paths } from '@/lib/paths';
import { getSurveySettings, saveSurveySettings } from '../data/surveys';
import { surveyStrings as s } from '../strings';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; saved: string };

export function SurveySettingsPage() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const fetchSettings = () =>
    getSurveySettings().then(
      (settings) => {
        setText(settings.footerText);
        setLoad({ state: 'ready', saved: settings.footerText });
      },
      () => {
        notify.error(s.settingsLoadFailed);
        setLoad({ state: 'error' });
      },
    );

  useEffect(() => {
    void fetchSettings();
  }, []);

  const retry = () => {
    setLoad({ state: 'loading' });
    void fetchSettings();
  };

  const dirty = load.state === 'ready' && text !== load.saved;

  const save = async () => {
    setSaving(true);
    try {
      await saveSurveySettings(text);
      notify.success(s.settingsSaved);
      setLoad({ state: 'ready', saved: text });
    } catch {
      notify.error(s.settingsSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={s.settingsPageTitle}>
      <UnsavedChangesGuard when={dirty} />
      <Card className="max-w-3xl p-6">
        {load.state === 'loading' ? (
          <LoadingState />
        ) : load.state === 'error' ? (
          <ErrorState message={s.settingsLoadFailed} onRetry={retry} />
        ) : (
          <form
            className="space-y-6"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
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
        )}
      </Card>
    </Page>
  );
}
