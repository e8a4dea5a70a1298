import { DEAL_LIST, SA_LIST } from './customer-table-names';
import type { CustomerTableSchema } from './customer-schema';

/** The ステージ that close a deal: won, and lost. A ヨミ counts only deals in neither. */
export const WON_STAGE = '受注';
export const LOST_STAGE = '失注';

/**
 * 案件: the deals in sales, each for one SA customer, in the table's order. The row's name and
 * its ステージ are stored under the keys every customer row names them by (clientName, progress),
 * which the board, the page and the history read.
 */
export const DEAL_TABLE = {
  collection: DEAL_LIST,
  shortName: '案件',
  title: '案件',
  path: 'deals',
  duplicates: false,
  contacts: false,
  fields: [
    { key: 'clientName', label: '案件名', kind: 'text', role: 'name', required: true },
    { key: 'customerId', label: '顧客', kind: 'reference', references: SA_LIST, required: true },
    { key: 'amount', label: '金額', kind: 'number', unit: '円' },
    { key: 'confidence', label: '確度', kind: 'option', optionList: 'dealConfidence' },
    {
      key: 'progress',
      label: 'ステージ',
      kind: 'option',
      optionList: 'dealStage',
      role: 'progress',
    },
    { key: 'closeDate', label: '受注予定日', kind: 'date', remind: true },
    {
      key: 'assignee',
      label: '担当者',
      kind: 'option',
      optionList: 'saAssignee',
      role: 'assignee',
    },
    { key: 'nextAction', label: '次のアクション', kind: 'text' },
    { key: 'memo', label: 'メモ', kind: 'longText' },
  ],
} as const satisfies CustomerTableSchema;
