// npm run migrate-public-docs [-- --project ID] [--apply]
// Surveys and promotions are readable by anyone with their link; older ones still carry the
// creator's and last editor's e-mail addresses (createdByEmail, lastEditedByEmail), which the app
// no longer writes. Without --apply this lists the documents that carry them and changes nothing;
// with --apply it deletes those two fields (batches of 500). Idempotent. docs/deploy.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { stripStaffEmails } from './lib/admin-tasks';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean' } },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`migrate-public-docs: ${admin.target}`);
  await stripStaffEmails(
    admin.publicDocs,
    (line) => console.info(`  ${line}`),
    values.apply === true,
  );
}

runAdminScript('migrate-public-docs', main);
