// npm run purge-history -- --project ID --search TEXT [--apply]
// npm run purge-history -- --project ID --table sa_list|ob_list --row ROW_ID [--apply]
// A request to erase a person's data (個人情報保護法) from the command line. --search: everything
// that holds the text (a name, e-mail address, phone number or 法人番号) or belongs to a customer
// row that does, found and erased by the same code as the 個人情報の開示・消去 screen
// (src/lib/privacy/). --table/--row: one row's history, comments (and their inbox copies), merge
// records and personal survey links. Without --apply it only counts them. docs/deploy.md.
import { parseArgs } from 'node:util';
import { eraseAll } from '@/lib/privacy/erase-personal-data';
import { countByKind, findPersonalData, needleOf } from '@/lib/privacy/personal-data';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { purgeHistory } from './lib/admin-tasks';

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      search: { type: 'string' },
      table: { type: 'string' },
      row: { type: 'string' },
      apply: { type: 'boolean' },
    },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`purge-history: ${admin.target}`);
  const log = (line: string) => console.info(`  ${line}`);
  if (values.search !== undefined) {
    const needle = needleOf(values.search);
    if (!needle) throw new Error('--search needs at least two characters');
    const counts = values.apply
      ? await eraseAll(admin.personalData, needle, (erased, remaining) =>
          log(`erased ${erased}, ${remaining} to go`),
        )
      : countByKind(await findPersonalData(admin.personalData, needle));
    for (const [kind, count] of Object.entries(counts))
      if (count > 0) log(`${kind}: ${count}${values.apply ? ' erased' : ' found'}`);
    if (!values.apply) log('nothing changed (run with --apply to erase them)');
    return;
  }
  await purgeHistory(
    admin.customerHistory,
    { table: values.table ?? '', rowId: values.row ?? '' },
    log,
    values.apply === true,
    admin.customerComments,
    admin.commentCopies,
    admin.mergeRecords,
    admin.personalLinks,
  );
}

runAdminScript('purge-history', main);
