import { useParams } from 'react-router-dom';
import { resolvePublicId } from '@/features/surveys';
import { useLoad } from '../hooks/use-load';
import { PublicLoading } from './public-loading';
import { ResponsePage } from './response-page';
import { SurveyPage } from './survey-page';

/** /{id}: a survey, else a response in either collection, else the survey page (its own errors). */
export function IdResolverPage() {
  const id = useParams().id ?? '';
  const load = useLoad(id, () => resolvePublicId(id));
  if (load.state === 'loading') return <PublicLoading />;
  if (load.state === 'done' && load.value === 'response') return <ResponsePage id={id} />;
  return <SurveyPage id={id} />;
}
