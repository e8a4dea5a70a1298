import { useCallback, useState } from 'react';
import type { LinkedCustomers } from '@/features/customers';
import { listResponsePage, type ResponsePage } from '../data/responses';
import type { SurveyResponse } from '../model/types';

/**
 * The results page's response list, a page at a time: the first page as loaded with the page,
 * then さらに読み込む. A failed page leaves what is shown and can be asked for again.
 */
export function useResponsePages(
  surveyId: string,
  firstPage: ResponsePage,
  customers: LinkedCustomers,
) {
  const [responses, setResponses] = useState<SurveyResponse[]>(firstPage.responses);
  const [next, setNext] = useState(firstPage.next);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = useCallback(async () => {
    if (next.kind === 'done') return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await listResponsePage(surveyId, next, customers);
      setResponses((shown) => [...shown, ...page.responses]);
      setNext(page.next);
    } catch (error) {
      console.error('results: loading more responses failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [surveyId, next, customers]);

  return { responses, hasMore: next.kind !== 'done', loading, failed, loadMore };
}
