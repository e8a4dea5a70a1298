import { History, Link2 } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { customerTableStrings as s } from '../strings';

/** The customer a row action is about. */
export interface RowCustomer {
  id: string;
  clientName: string;
}

/** A row's own buttons inside its client-name cell: アンケートURL (when offered) and 履歴. */
export function RowActions({
  row,
  onSurveyLink,
  onHistory,
}: {
  row: RowCustomer;
  onSurveyLink?: (row: RowCustomer) => void;
  onHistory: (row: RowCustomer) => void;
}) {
  const customer = { id: row.id, clientName: row.clientName };
  return (
    // Buttons inside a cell: their clicks and keys are theirs, never the cell's editor.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="flex shrink-0"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {onSurveyLink ? (
        <IconButton
          label={s.surveyLinkRow(row.clientName)}
          className="h-7 w-7"
          onClick={() => onSurveyLink(customer)}
        >
          <Link2 className="h-4 w-4" aria-hidden />
        </IconButton>
      ) : null}
      <IconButton
        label={s.historyRow(row.clientName)}
        className="h-7 w-7"
        onClick={() => onHistory(customer)}
      >
        <History className="h-4 w-4" aria-hidden />
      </IconButton>
    </span>
  );
}
