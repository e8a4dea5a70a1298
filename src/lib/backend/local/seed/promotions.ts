import { DEMO_ACCOUNT } from './demo-account';
import { daysAgo, type SeedModule } from './seed-types';

const creator = {
  createdBy: DEMO_ACCOUNT.uid,
  createdByName: 'デモ管理者',
  createdByEmail: DEMO_ACCOUNT.email,
};

export const seedPromotions: SeedModule = (now) => [
  {
    collection: 'promotions',
    id: 'seed-promotion-campaign',
    data: {
      ...creator,
      title: '冬の導入キャンペーン',
      html: '<section class="hero"><h1>冬の導入キャンペーン</h1><p>12月末までのお申し込みで初期費用が無料になります。</p><a href="https://example.com/contact">お問い合わせはこちら</a></section>',
      css: '.hero{font-family:sans-serif;padding:48px;text-align:center;background:#eff6ff;color:#1e3a8a}.hero a{display:inline-block;margin-top:16px;padding:12px 24px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none}',
      status: 'published',
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 14),
      updatedAt: daysAgo(now, 7),
      publishedAt: daysAgo(now, 7),
      lastEditedBy: 'seed-sato',
      lastEditedByName: '佐藤 花子',
      lastEditedByEmail: 'hanako.sato@example.com',
    },
  },
  {
    collection: 'promotions',
    id: 'seed-promotion-webinar',
    data: {
      ...creator,
      title: '新機能ウェビナーのご案内',
      html: '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ウェビナー</title></head><body style="font-family:sans-serif;margin:0;padding:40px;background:#f8fafc"><h1>新機能ウェビナー</h1><p>開催日時: 近日公開</p></body></html>',
      css: '',
      status: 'draft',
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 2),
      updatedAt: daysAgo(now, 2),
    },
  },
  {
    collection: 'promotions',
    id: 'seed-promotion-summer',
    data: {
      ...creator,
      title: '夏季限定プラン（終了）',
      html: '<div class="box"><h2>夏季限定プラン</h2><p>受付は終了しました。</p></div>',
      css: '.box{padding:32px;border:1px solid #e2e8f0}',
      status: 'closed',
      publicUrl: '',
      isArchived: false,
      createdAt: daysAgo(now, 120),
      updatedAt: daysAgo(now, 80),
      publishedAt: daysAgo(now, 118),
      closedAt: daysAgo(now, 80),
    },
  },
];
