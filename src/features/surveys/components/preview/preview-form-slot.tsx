import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { Survey } from '../../model/types';

/** Renders the visitors' answer form for a survey, submission disabled. */
type RenderPreviewForm = (survey: Survey) => ReactNode;

const PreviewFormContext = createContext<RenderPreviewForm | null>(null);

/**
 * The preview shows a survey exactly as a visitor will see it, with the public pages' own form.
 * That form lives in survey-public, which builds on this area; so the app plugs it in here (a
 * slot) and the dependency stays one way: survey-public -> surveys.
 */
export const PreviewFormProvider = PreviewFormContext.Provider;

export function PreviewForm({ survey }: { survey: Survey }) {
  const render = useContext(PreviewFormContext);
  if (!render) throw new Error('PreviewFormProvider is missing: the app provides the answer form');
  return <Suspense fallback={null}>{render(survey)}</Suspense>;
}
