import { plusDays, tokyoDay } from '@/lib/tokyo-time';
import { daysAgo, type SeedDocument, type SeedModule } from './seed-types';

const saRows = [
  [
    '6010001000001',
    '株式会社アオバ商事',
    '在庫管理クラウド',
    'A',
    '商談中',
    '山本',
    '鈴木 部長',
    'aoba@example.com',
    '03-1234-5678',
    true,
  ],
  [
    '3020002000002',
    '合同会社ひかりデザイン',
    'デザイン制作',
    'B',
    'アポ確定',
    '佐藤',
    '高橋 様',
    'https://hikari.example.com',
    '06-2345-6789',
    false,
  ],
  [
    '9030003000003',
    '株式会社みらい不動産',
    '物件ポータル',
    'C',
    '初回連絡',
    '田中',
    '伊藤 課長',
    '090-1111-2222',
    '090-1111-2222',
    false,
  ],
  [
    '',
    '有限会社さくら食品',
    'ECサイト',
    'A',
    '提案済',
    '山本',
    '渡辺 様',
    'sakura@example.com',
    '',
    true,
  ],
  [
    '3050005000005',
    '株式会社ネクストHR',
    '採用管理',
    'B',
    '受注',
    '佐藤',
    '小林 様',
    '',
    '03-9876-5432',
    false,
  ],
  [
    '9060006000006',
    '株式会社テックリンク',
    '社内ポータル',
    '',
    '保留',
    '田中',
    '加藤 様',
    'Slack: #techlink',
    '',
    false,
  ],
] as const;

const obRows = [
  [
    '#10231',
    '株式会社アオバ商事',
    '在庫管理クラウド',
    '新規',
    '進行中',
    '山本',
    '初回ヒアリング済み https://docs.example.com/aoba',
  ],
  [
    '#10245',
    '株式会社ネクストHR',
    '採用管理',
    '追加/修正',
    '確認待ち',
    '佐藤',
    'デザイン修正の確認待ち',
  ],
  ['#10302', '株式会社みらい不動産', '物件ポータル', '新規', '未着手', '', ''],
  ['#10310', '有限会社さくら食品', 'ECサイト', '追加/修正', '完了', '田中', '納品済み'],
  [
    '#10318',
    '合同会社ひかりデザイン',
    'デザイン制作',
    '新規',
    '保留',
    '佐藤',
    '先方の予算確定待ち',
  ],
] as const;

function saDocuments(now: Date): SeedDocument[] {
  return saRows.map(
    (
      [
        corporateNumber,
        clientName,
        serviceName,
        priority,
        progress,
        assignee,
        contactPerson,
        contactInfo,
        phoneNumber,
        isFavorite,
      ],
      index,
    ) => ({
      collection: 'sa_list',
      id: `seed-sa-${index + 1}`,
      data: {
        corporateNumber,
        clientName,
        serviceName,
        meetingDate: `2026-11-${String(10 + index).padStart(2, '0')}`,
        lastContactDate: `2026-11-${String(5 + index).padStart(2, '0')}`,
        referralSource: index % 2 === 0 ? '自社サイト' : '紹介',
        priority,
        nextAction: index % 2 === 0 ? '見積書を送付する' : '次回打ち合わせの日程調整',
        progress,
        obAssignee: assignee,
        contactPerson,
        contactInfo,
        phoneNumber,
        meetingVideo: index % 3 === 0 ? 'https://video.example.com/meeting/' + (index + 1) : '',
        isFavorite,
        createdAt: daysAgo(now, 30 - index),
      },
    }),
  );
}

function obDocuments(now: Date): SeedDocument[] {
  return obRows.map(
    (
      [slackNumber, clientName, serviceName, productCategory, progress, obAssignee, taskMemo],
      index,
    ) => ({
      collection: 'ob_list',
      id: `seed-ob-${index + 1}`,
      data: {
        slackNumber,
        clientName,
        serviceName,
        productCategory,
        progress,
        obAssignee,
        taskMemo,
        referralSource: index % 2 === 0 ? '代理店' : '既存顧客',
        surveyResponseDate: index === 2 ? '' : `2026-10-${String(10 + index).padStart(2, '0')}`,
        plannedDeliveryDate:
          index === 2 ? '' : plusDays(`2026-10-${String(10 + index).padStart(2, '0')}`, 21),
        deliveryDate: progress === '完了' ? '2026-11-01' : '',
        createdAt: daysAgo(now, 25 - index),
      },
    }),
  );
}

/** 案件 of the first SA customers: [name, customer, 金額, 確度, ステージ, days to 受注予定日, 担当者]. */
const dealRows = [
  ['在庫管理クラウド 年間契約', 'seed-sa-1', '1200000', 'A', '交渉', 10, '山本'],
  ['在庫管理クラウド 追加ライセンス', 'seed-sa-1', '300000', 'B', '提案', 40, '山本'],
  ['コーポレートサイト改修', 'seed-sa-2', '800000', 'C', '見積提出', 20, '佐藤'],
  ['物件ポータル 初期構築', 'seed-sa-3', '2500000', '', '受注', -3, '田中'],
] as const;

function dealDocuments(now: Date): SeedDocument[] {
  const today = tokyoDay(now);
  return dealRows.map(
    ([clientName, customerId, amount, confidence, progress, days, assignee], index) => ({
      collection: 'deal_list',
      id: `seed-deal-${index + 1}`,
      data: {
        clientName,
        customerId,
        amount,
        confidence,
        progress,
        closeDate: plusDays(today, days),
        assignee,
        nextAction: index === 0 ? '最終見積の提示' : '',
        memo: '',
        createdAt: daysAgo(now, 10 - index),
      },
    }),
  );
}

export const seedCustomers: SeedModule = (now) => [
  ...saDocuments(now),
  ...obDocuments(now),
  ...dealDocuments(now),
];
