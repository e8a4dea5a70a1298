import { useParams } from '@/lib/public-router';
import { AsyncSwitch } from '@/components/ui/async-switch';
import { useAsync } from '@/lib/use-async';
import { resolvePublicId } from '@/features/surveys';
import { PublicLoading } from './public-loading';
import { ResponsePage } from './response-page';
import { SurveyPage } from './survey-page';

/** /{id}: a survey, else a response in either collection, else the survey page (its own errors). */
export function IdResolverPage() {
  const id = useParams().id ?? '';
  const { state } = useAsync(id, () => resolvePublicId(id));
  return (
    <AsyncSwitch
      state={state}
      loading={<PublicLoading />}
      renderError={() => <SurveyPage id={id} />}
    >
      {(kind) => (kind === 'response' ? <ResponsePage id={id} /> : <SurveyPage id={id} />)}
    </AsyncSwitch>
  );
}
