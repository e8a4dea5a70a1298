import { useParams } from 'react-router-dom';
import { EditDocumentPage } from '@/components/publishing/document-pages';
import { surveyArea } from './survey-area';

export function SurveyEditPage() {
  return <EditDocumentPage area={surveyArea} id={useParams().surveyId} />;
}
