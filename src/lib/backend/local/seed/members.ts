import { DEMO_ACCOUNT } from './demo-account';
import { daysAgo, type SeedModule } from './seed-types';

export const seedMembers: SeedModule = (now) => [
  {
    collection: 'members',
    id: DEMO_ACCOUNT.uid,
    data: {
      uid: DEMO_ACCOUNT.uid,
      name: 'デモ管理者',
      email: DEMO_ACCOUNT.email,
      chatworkApiKey: '',
      createdAt: daysAgo(now, 120),
    },
  },
  {
    collection: 'members',
    id: 'seed-sato',
    data: {
      uid: 'seed-sato',
      name: '佐藤 花子',
      email: 'hanako.sato@example.com',
      chatworkApiKey: '',
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
      chatworkApiKey: '',
      createdAt: daysAgo(now, 45),
    },
  },
];
