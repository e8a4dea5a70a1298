import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import type { LinkValues } from '@/contracts/link-values';
import { linkKeysOf } from '../../model/show-if-stored';
import type { Survey } from '../../model/types';
import type { LinkOptions } from '../builder/show-if-editor';
import { PreviewLinkValues } from './preview-link-values';

/** Renders the visitors' answer form for a survey, submission disabled, with link values. */
type RenderPreviewForm = (survey: Survey, link: LinkValues) => ReactNode;

const PreviewFormContext = createContext<RenderPreviewForm | null>(null);

/**
 * The preview shows a survey exactly as a visitor will see it, with the public pages' own form.
 * That form lives in survey-public, which builds on this area; so the app plugs it in here (a
 * slot) and the dependency stays one way: survey-public -> surveys.
 */
export const PreviewFormProvider = PreviewFormContext.Provider;

/**
 * The form as a visitor sees it; when its 表示条件 read a personal link's customer values, with
 * selects to try them (a visitor without a link has none).
 */
export function PreviewForm({
  survey,
  linkOptions = {},
}: {
  survey: Survey;
  linkOptions?: LinkOptions;
}) {
  const render = useContext(PreviewFormContext);
  const [link, setLink] = useState<LinkValues>({});
  if (!render) throw new Error('PreviewFormProvider is missing: the app provides the answer form');
  const keys = linkKeysOf(survey.fields);
  return (
    <>
      {keys.length > 0 ? (
        <PreviewLinkValues keys={keys} values={link} onChange={setLink} linkOptions={linkOptions} />
      ) : null}
      <Suspense fallback={null}>{render(survey, link)}</Suspense>
    </>
  );
}
