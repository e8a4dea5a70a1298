import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CustomerTable } from '@/contracts/collections';
import { tableSchema } from '@/contracts/customer-tables';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { HistoryEntry } from '../../history/data/history-store';
import { historyValueText } from '../../shared/model/history-text';
import { ActivityDialog } from './activity-dialog';
import { customerPageStrings } from '../../strings';
import { contactStrings as s } from '../strings';

/** A survey answer that landed on the row, in words: when, and what it set (label: value). */
export function answerSummary(entry: HistoryEntry, fieldLabel: (field: string) => string): string {
  return [
    s.answerSummary(formatDateTime(entry.at)),
    ...entry.changes.map(
      (change) => `${fieldLabel(change.field)}: ${historyValueText(change.after)}`,
    ),
  ].join('\n');
}

/**
 * Under a survey answer in the タイムライン: 回答を見る, and (for members who may edit, on a table
 * with 活動) 活動として記録 with 種類 その他 and the answer's summary as 内容.
 */
export function AnswerFooter({
  entry,
  table,
  rowId,
  me,
  canEdit,
  fieldLabel,
}: {
  entry: HistoryEntry;
  table: CustomerTable;
  rowId: string;
  me: string;
  canEdit: boolean;
  fieldLabel: (field: string) => string;
}) {
  const [open, setOpen] = useState(false);
  if (!entry.response) return null;
  const { surveyId, responseId } = entry.response;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Link
        to={`${paths.surveyResults(surveyId)}?response=${encodeURIComponent(responseId)}`}
        className="text-brand-700 text-sm font-medium hover:underline"
      >
        {customerPageStrings.openResponse}
      </Link>
      {canEdit && tableSchema(table).contacts ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <NotebookPen className="h-4 w-4" aria-hidden />
          {s.logAsActivity}
        </Button>
      ) : null}
      {open ? (
        <ActivityDialog
          table={table}
          rowId={rowId}
          uid={me}
          prefill={{ type: 'その他', body: answerSummary(entry, fieldLabel) }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
