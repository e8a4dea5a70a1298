import { linkedName } from '@/features/customers/model';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { responsePublicUrl } from '@/lib/public-urls';
import { responseLabel } from '../../model/response-label';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';

export function ResponseList({
  fields,
  responses,
  onShow,
}: {
  fields: SurveyField[];
  responses: SurveyResponse[];
  onShow: (response: SurveyResponse) => void;
}) {
  const { columns } = resultsStrings;
  return (
    <Table className="table-fixed">
      <thead>
        <tr>
          <Th className="w-[60%]">{columns.label}</Th>
          <Th>{columns.submittedAt}</Th>
          <Th className="w-[80px]">{columns.result}</Th>
          <Th className="w-[80px]">{columns.detail}</Th>
        </tr>
      </thead>
      <TBody>
        {responses.map((response) => (
          <tr key={`${response.source}-${response.id}`}>
            <Td className="truncate font-medium text-slate-900">
              {responseLabel(fields, response)}
              {response.customer ? (
                <span className="block truncate text-xs font-normal text-slate-600">
                  {resultsStrings.customer(linkedName(response.customer))}
                </span>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {formatDateTime(response.submittedAt)}
            </Td>
            <Td>
              <a
                href={responsePublicUrl(response.id)}
                target="_blank"
                rel="noreferrer"
                className="text-brand-600 inline-flex items-center gap-1 hover:underline"
              >
                {resultsStrings.openResult}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              </a>
            </Td>
            <Td>
              <Button variant="secondary" size="sm" onClick={() => onShow(response)}>
                {resultsStrings.showDetail}
              </Button>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
