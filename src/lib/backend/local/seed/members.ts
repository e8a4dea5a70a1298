import { DEMO_ACCOUNT } from './demo-account';
import { daysAgo, type SeedModule } from './seed-types';

/**
 * The demo account's member record: what makes it staff (members/{uid} exists). Seeded in both
 * the demo and the empty seed, the local counterpart of `npm run create-admin`.
 */
export const demoMember: SeedModule = (now) => [
  {
    collection: 'members',
    id: DEMO_ACCOUNT.uid,
    data: {
      uid: DEMO_ACCOUNT.uid,
      name: 'デモ管理者',
      email: DEMO_ACCOUNT.email,
      // As `npm run create-admin` makes the first account: a 管理者.
      role: 'admin',
      canExport: true,
      createdAt: daysAgo(now, 120),
    },
  },
];

/** Two more members for the demo data (their accounts do not exist: records only). */
export const seedMembers: SeedModule = (now) => [
  {
    collection: 'members',
    id: 'seed-sato',
    data: {
      uid: 'seed-sato',
      name: '佐藤 花子',
      email: 'hanako.sato@example.com',
      role: 'member',
      canExport: true,
      createdAt: daysAgo(now, 90),
    },
  },
  {
    collection: 'members',
    id: 'seed-tanaka',
    data: {
      uid: 'seed-tanaka',
      name: '田中 一郎',
      email: 'ichiro.tanaka@example.com',
      role: 'member',
      canExport: false,
      createdAt: daysAgo(now, 45),
    },
  },
];
