import { responsePublicUrl } from '@/lib/public-urls';
import { publicStrings } from '../strings';
import { PublicCard, PublicLayout } from './public-layout';

/**
 * Shown instead of the form when this browser already answered a one-answer-per-browser survey
 * (the link to the response only for the session that sent it, `ownResponseId`), or when a
 * personal link already answered a one-answer-per-link survey (the link to that first answer).
 */
export function AnsweredNotice({
  responseId,
  text = publicStrings.notice.alreadyAnswered,
}: {
  responseId: string | null;
  text?: string;
}) {
  return (
    <PublicLayout>
      <PublicCard className="space-y-4 text-center">
        <p role="status" className="text-base text-slate-700">
          {text}
        </p>
        {responseId ? (
          <a
            href={responsePublicUrl(responseId)}
            className="text-brand-700 hover:text-brand-800 inline-block text-sm font-medium underline"
          >
            {publicStrings.notice.viewYourResult}
          </a>
        ) : null}
      </PublicCard>
    </PublicLayout>
  );
}
