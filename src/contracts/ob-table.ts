import { OB_LIST } from './customer-table-names';
import type { CustomerTableSchema } from './customer-schema';

/** 商材区分's values; '' is "not set". */
export const PRODUCT_CATEGORIES = ['新規', '追加/修正'] as const;

/** OB: the customers being onboarded (納品), in the table's order. */
export const OB_TABLE = {
  collection: OB_LIST,
  shortName: 'OB',
  title: 'OB管理',
  path: 'ob',
  duplicates: true,
  contacts: true,
  fields: [
    { key: 'slackNumber', label: 'スラック番号', kind: 'text', required: true },
    {
      key: 'plannedDeliveryDate',
      label: '納品予定日',
      kind: 'date',
      remind: true,
      onAnswer: 'plannedDelivery',
    },
    { key: 'referralSource', label: '紹介元', kind: 'option', optionList: 'referralSource' },
    { key: 'productCategory', label: '商材区分', kind: 'option', choices: PRODUCT_CATEGORIES },
    { key: 'clientName', label: 'クライアント名', kind: 'text', role: 'name', required: true },
    { key: 'serviceName', label: 'サービス名', kind: 'text' },
    {
      key: 'progress',
      label: '進捗',
      kind: 'option',
      optionList: 'customerProgress',
      role: 'progress',
    },
    {
      key: 'obAssignee',
      label: 'OB担当',
      kind: 'option',
      optionList: 'obAssignee',
      role: 'assignee',
    },
    { key: 'taskMemo', label: 'タスク/メモ', kind: 'text' },
    { key: 'surveyResponseDate', label: 'アンケート回答日', kind: 'date', onAnswer: 'answerDate' },
    { key: 'deliveryDate', label: '納品日', kind: 'date' },
  ],
} as const satisfies CustomerTableSchema;
