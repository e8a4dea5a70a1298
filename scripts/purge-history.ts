// npm run purge-history -- --project ID --table sa_list|ob_list --row ROW_ID [--apply]
// Deletes every customer_history entry, comment (and its inbox copies), merge record and personal
// survey link (with its values, first-answer pointer and response records) of one customer row,
// for a request to erase a person's data (個人情報保護法). Without --apply it only counts them.
// docs/deploy.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { purgeHistory } from './lib/admin-tasks';

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      table: { type: 'string' },
      row: { type: 'string' },
      apply: { type: 'boolean' },
    },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`purge-history: ${admin.target}`);
  await purgeHistory(
    admin.customerHistory,
    { table: values.table ?? '', rowId: values.row ?? '' },
    (line) => console.info(`  ${line}`),
    values.apply === true,
    admin.customerComments,
    admin.commentCopies,
    admin.mergeRecords,
    admin.personalLinks,
  );
}

runAdminScript('purge-history', main);
