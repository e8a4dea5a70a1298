import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed';
import { registerAuditLocalTriggers } from './local-audit-triggers';

let n = 0;

test('local mode records renames, deletes, a key set and settings changed, never the key', async () => {
  const local = await createLocalBackend({
    seed: 'demo',
    databaseName: `local-audit-${(n += 1)}`,
  });
  const { watchKeyOf } = registerAuditLocalTriggers(local.data, () => DEMO_ACCOUNT.uid);
  watchKeyOf(DEMO_ACCOUNT.uid);
  await local.data.update('members', 'seed-sato', {
    name: '佐藤 花子（営業）',
    updatedBy: DEMO_ACCOUNT.uid,
  });
  await local.data.delete('members', 'seed-tanaka');
  await local.data.set(`members/${DEMO_ACCOUNT.uid}/private`, 'chatwork', {
    apiKey: 'secret-key',
    updatedAt: new Date(),
  });
  await local.data.set('surveySettings', 'common', { footerText: 'x' });
  await vi.waitFor(async () => expect(await local.data.query('auditLog')).toHaveLength(4));
  const entries = (await local.data.query('auditLog')).map((doc) => doc.data);
  expect(
    entries.map((entry) => [entry.action, entry.actorName, entry.target, entry.detail]),
  ).toEqual(
    expect.arrayContaining([
      ['memberRenamed', 'デモ管理者', '佐藤 花子（営業）', '佐藤 花子 → 佐藤 花子（営業）'],
      ['memberDeleted', 'デモ管理者', '田中 一郎', ''],
      ['chatworkKeySet', 'デモ管理者', 'Chatwork APIキー', '設定'],
      ['settingsChanged', 'デモ管理者', 'surveySettings/common', ''],
    ]),
  );
  expect(JSON.stringify(entries)).not.toContain('secret-key');
});
