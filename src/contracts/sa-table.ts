import { SA_LIST } from './customer-table-names';
import type { CustomerTableSchema } from './customer-schema';

/** 優先度's values; '' is "not set". */
export const PRIORITIES = ['A', 'B', 'C'] as const;

/** SA: the companies in sales (商談), in the table's order. */
export const SA_TABLE = {
  collection: SA_LIST,
  shortName: 'SA',
  title: 'SA管理',
  path: 'sa',
  duplicates: true,
  contacts: true,
  fields: [
    { key: 'corporateNumber', label: '法人番号', kind: 'text' },
    { key: 'meetingDate', label: '商談日', kind: 'date', remind: true },
    {
      key: 'lastContactDate',
      label: '最終接触日',
      kind: 'date',
      remind: true,
      role: 'lastContact',
      onAnswer: 'answerDate',
    },
    { key: 'referralSource', label: '紹介元', kind: 'option', optionList: 'saReferralSource' },
    { key: 'priority', label: '優先度', kind: 'option', choices: PRIORITIES },
    { key: 'nextAction', label: 'コメント/ネクストアクション', kind: 'longText' },
    { key: 'clientName', label: 'クライアント名', kind: 'text', role: 'name', required: true },
    { key: 'serviceName', label: 'サービス名', kind: 'text' },
    {
      key: 'progress',
      label: '進捗',
      kind: 'option',
      optionList: 'saCustomerProgress',
      role: 'progress',
    },
    {
      key: 'obAssignee',
      label: '担当者',
      kind: 'option',
      optionList: 'saAssignee',
      role: 'assignee',
    },
    { key: 'contactPerson', label: '先方担当者', kind: 'text', role: 'primaryContact' },
    { key: 'contactInfo', label: '連絡先', kind: 'contact', role: 'primaryContactInfo' },
    { key: 'phoneNumber', label: '電話番号', kind: 'text' },
    { key: 'meetingVideo', label: '商談動画', kind: 'url' },
  ],
} as const satisfies CustomerTableSchema;
