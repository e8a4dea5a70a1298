// npm run migrate-private-data [-- --project ID] [--apply]
// What older data still carries (scripts/lib/private-data-migration.ts):
// personal-link tokens on responses (moved to responseLinks), surveys without fieldIds (written
// from their fields), answer slots naming their newest response (lastId removed) and mentions of
// deleted members (deleted), and surveys whose 表示条件 name customer values (stored as references,
// their links given outcomes: lib/migrate-link-rules.ts). Without --apply it lists them and
// changes nothing. Idempotent.
// docs/deploy.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { migrateLinkRules } from './lib/migrate-link-rules';
import { migrateSurveyAnswers } from './lib/private-data-migration';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean' } },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`migrate-private-data: ${admin.target}`);
  const log = (line: string) => console.info(`  ${line}`);
  await migrateSurveyAnswers(admin.surveyAnswers, log, values.apply === true);
  await migrateLinkRules(admin.linkRules, log, values.apply === true);
}

runAdminScript('migrate-private-data', main);
