import { DEMO_ACCOUNT } from './demo-account';
import { daysAgo, type SeedDocument, type SeedModule } from './seed-types';

const creator = {
  createdBy: DEMO_ACCOUNT.uid,
  createdByName: 'デモ管理者',
};

const satisfactionFields = [
  {
    id: 'f-name',
    type: 'text',
    label: 'お名前',
    required: true,
    order: 0,
    placeholder: '山田 太郎',
    useAsLabel: true,
  },
  {
    id: 'f-company',
    type: 'text',
    label: '会社名',
    required: false,
    order: 1,
    placeholder: '株式会社サンプル',
    useAsLabel: true,
  },
  {
    id: 'f-email',
    type: 'email',
    label: 'メールアドレス',
    required: false,
    order: 2,
    placeholder: 'you@example.com',
  },
  {
    id: 'f-plan',
    type: 'radio',
    label: 'ご利用中のプラン',
    required: true,
    order: 3,
    chartType: 'horizontalBar',
    options: [
      { id: 'o-basic', label: 'ベーシック', value: 'ベーシック' },
      { id: 'o-standard', label: 'スタンダード', value: 'スタンダード' },
      { id: 'o-premium', label: 'プレミアム', value: 'プレミアム' },
    ],
  },
  {
    id: 'f-features',
    type: 'checkbox',
    label: 'よく使う機能',
    required: false,
    order: 4,
    chartType: 'pie',
    options: [
      { id: 'o-report', label: 'レポート', value: 'レポート' },
      { id: 'o-chat', label: 'チャット', value: 'チャット' },
      { id: 'o-calendar', label: 'カレンダー', value: 'カレンダー' },
    ],
  },
  {
    id: 'f-source',
    type: 'select',
    label: '当サービスを知ったきっかけ',
    required: false,
    order: 5,
    chartType: 'donut',
    options: [
      { id: 'o-web', label: 'Web検索', value: 'web検索' },
      { id: 'o-sns', label: 'SNS', value: 'sns' },
      { id: 'o-referral', label: '知人の紹介', value: '知人の紹介' },
    ],
  },
  { id: 'f-rating', type: 'rating', label: '総合満足度', required: true, order: 6 },
  {
    id: 'f-users',
    type: 'number',
    label: '利用人数',
    required: false,
    order: 7,
    minValue: 1,
    maxValue: 1000,
  },
  { id: 'f-start', type: 'date', label: '利用開始日', required: false, order: 8 },
  {
    id: 'f-comment',
    type: 'textarea',
    label: 'ご意見・ご要望',
    required: false,
    order: 9,
    placeholder: '自由にご記入ください',
    enableAiSummary: true,
  },
];

const names = [
  '山田 太郎',
  '鈴木 一郎',
  '高橋 美咲',
  '伊藤 健',
  '渡辺 由美',
  '小林 大輔',
  '加藤 さくら',
  '吉田 翔',
];
const companies = [
  '株式会社サンプル',
  '合同会社テスト',
  '',
  '株式会社みらい',
  '有限会社ひかり',
  '',
  '株式会社ネクスト',
  '株式会社アオバ',
];
const plans = [
  'ベーシック',
  'スタンダード',
  'プレミアム',
  'スタンダード',
  'スタンダード',
  'ベーシック',
  'プレミアム',
  'スタンダード',
];
const features = [
  ['レポート'],
  ['レポート', 'チャット'],
  ['カレンダー'],
  [],
  ['チャット', 'カレンダー'],
  ['レポート'],
  ['レポート', 'チャット', 'カレンダー'],
  ['チャット'],
];
const sources = ['web検索', 'sns', '知人の紹介', 'web検索', '', 'sns', 'web検索', '知人の紹介'];
const ratings = [5, 4, 3, 4, 5, 2, 4, 5];
const comments = [
  'レポート機能がとても便利です。',
  'チャットの通知をもう少し細かく設定したいです。',
  '',
  '画面の読み込みが速くなると嬉しいです。',
  'サポートの対応が丁寧でした。',
  '料金プランの違いが分かりにくいです。',
  '',
  'カレンダー連携を増やしてほしいです。',
];

function satisfactionResponses(now: Date): SeedDocument[] {
  return names.map((name, index) => ({
    collection: 'responses',
    id: `seed-response-${index + 1}`,
    data: {
      surveyId: 'seed-survey-satisfaction',
      submittedAt: daysAgo(now, 8 - index, 9 + index),
      answers: {
        'f-name': name,
        'f-company': companies[index],
        'f-email': `user${index + 1}@example.com`,
        'f-plan': plans[index],
        'f-features': features[index],
        'f-source': sources[index],
        'f-rating': ratings[index],
        'f-users': String((index + 1) * 12),
        'f-start': `2026-0${(index % 9) + 1}-15`,
        'f-comment': comments[index],
      },
    },
  }));
}

export const seedSurveys: SeedModule = (now) => [
  {
    collection: 'surveys',
    id: 'seed-survey-satisfaction',
    data: {
      ...creator,
      title: 'サービス満足度アンケート 2026',
      description: '日頃のご利用についてお聞かせください（所要時間 約3分）',
      thankYouMessage:
        'ご回答ありがとうございました。いただいたご意見はサービス改善に活用いたします。',
      fields: satisfactionFields,
      // The demo's administrator sent its answers to the AI summary (off for a new survey).
      aiSummaryEnabled: true,
      status: 'published',
      responseCount: names.length + 1,
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 20),
      updatedAt: daysAgo(now, 10),
      publishedAt: daysAgo(now, 10),
      lastEditedBy: 'seed-sato',
      lastEditedByName: '佐藤 花子',
    },
  },
  ...satisfactionResponses(now),
  {
    // Legacy shape: answers as an array of {fieldId, value} in the old collection.
    collection: 'surveyResponses',
    id: 'seed-legacy-response-1',
    data: {
      surveyId: 'seed-survey-satisfaction',
      submittedAt: daysAgo(now, 15),
      responses: [
        { fieldId: 'f-name', value: '旧形式 花子' },
        { fieldId: 'f-plan', value: 'プレミアム' },
        { fieldId: 'f-features', value: ['レポート'] },
        { fieldId: 'f-rating', value: '4' },
        { fieldId: 'f-comment', value: '以前のフォームから回答しました。' },
      ],
    },
  },
  {
    collection: 'surveys',
    id: 'seed-survey-feature',
    data: {
      ...creator,
      title: '新機能に関するご意見募集',
      description: '来期リリース予定の機能についてのアンケートです',
      thankYouMessage: 'ご協力ありがとうございました。',
      fields: [
        { id: 'g-name', type: 'text', label: 'お名前', required: true, order: 0, useAsLabel: true },
        {
          id: 'g-interest',
          type: 'radio',
          label: '最も期待する機能',
          required: true,
          order: 1,
          chartType: 'verticalBar',
          options: [
            { id: 'g-o1', label: 'AI要約', value: 'ai要約' },
            { id: 'g-o2', label: 'ワークフロー', value: 'ワークフロー' },
          ],
        },
        {
          id: 'g-detail',
          type: 'textarea',
          label: '詳しく教えてください',
          required: false,
          order: 2,
          enableAiSummary: true,
        },
      ],
      status: 'draft',
      responseCount: 0,
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 3),
      updatedAt: daysAgo(now, 3),
    },
  },
  {
    collection: 'surveys',
    id: 'seed-survey-seminar',
    data: {
      ...creator,
      createdBy: 'seed-tanaka',
      createdByName: '田中 一郎',
      title: '秋季セミナー 参加者アンケート',
      description: 'セミナーへのご参加ありがとうございました',
      thankYouMessage: '次回のセミナーもぜひご参加ください。',
      fields: [
        {
          id: 's-name',
          type: 'text',
          label: 'お名前',
          required: false,
          order: 0,
          useAsLabel: true,
        },
        { id: 's-rating', type: 'rating', label: 'セミナーの満足度', required: true, order: 1 },
      ],
      status: 'closed',
      responseCount: 2,
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 60),
      updatedAt: daysAgo(now, 30),
      publishedAt: daysAgo(now, 58),
      closedAt: daysAgo(now, 30),
    },
  },
  {
    collection: 'responses',
    id: 'seed-seminar-1',
    data: {
      surveyId: 'seed-survey-seminar',
      submittedAt: daysAgo(now, 50),
      answers: { 's-name': '中村 玲奈', 's-rating': 5 },
    },
  },
  {
    collection: 'responses',
    id: 'seed-seminar-2',
    data: {
      surveyId: 'seed-survey-seminar',
      submittedAt: daysAgo(now, 49),
      answers: { 's-name': '', 's-rating': 3 },
    },
  },
  {
    collection: 'surveys',
    id: 'seed-survey-archived',
    data: {
      ...creator,
      title: '旧アンケート（アーカイブ済み）',
      description: '',
      thankYouMessage: '',
      fields: [{ id: 'a-q', type: 'text', label: '質問', required: false, order: 0 }],
      status: 'closed',
      responseCount: 0,
      publicUrl: '',
      isArchived: true,
      createdAt: daysAgo(now, 200),
      updatedAt: daysAgo(now, 150),
    },
  },
  {
    collection: 'surveySettings',
    id: 'common',
    data: {
      footerText: '本アンケートに関するお問い合わせ: support@example.com',
      createdAt: daysAgo(now, 100),
      updatedAt: daysAgo(now, 100),
    },
  },
];
