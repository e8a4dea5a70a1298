// npm run migrate-private-data [-- --project ID] [--apply]
// What older data still carries (scripts/lib/private-data-migration.ts):
// personal-link tokens on responses (moved to responseLinks), surveys without fieldIds (written
// from their fields), answer slots naming their newest response (lastId removed) and mentions of
// deleted members (deleted). Without --apply it lists them and changes nothing. Idempotent.
// docs/deploy.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { migrateSurveyAnswers } from './lib/private-data-migration';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean' } },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`migrate-private-data: ${admin.target}`);
  await migrateSurveyAnswers(
    admin.surveyAnswers,
    (line) => console.info(`  ${line}`),
    values.apply === true,
  );
}

runAdminScript('migrate-private-data', main);
