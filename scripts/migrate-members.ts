// npm run migrate-members [-- --project ID] [--keep-file FILE]
// Brings existing `members` data to the identity model (docs/deploy.md and docs/security.md).
// Without --keep-file it only prints the review: every member record with its Auth account's
// creation time, last sign-in and e-mail verification, and changes nothing. With --keep-file
// (one e-mail or uid per line) it migrates the listed members (records keyed by uid, Chatwork
// keys in members/{uid}/private/chatwork) and deletes every other record with its private
// documents: the old app made a member of everyone who signed in. Idempotent.
import { readFileSync } from 'node:fs';
import { isKept, migrateMembers, parseKeepList, reviewMembers } from './lib/admin-tasks';
import { connectAdmin, readArgs, runAdminScript } from './admin-sdk';

async function main() {
  const args = readArgs({ 'keep-file': { type: 'string' } });
  const admin = connectAdmin(args.project);
  const log = (line: string) => console.info(`  ${line}`);
  console.info(`migrate-members: ${admin.target}`);
  await reviewMembers(admin.members, admin.accounts, log);
  const keepFile = args['keep-file'];
  if (!keepFile) {
    console.info(
      'No changes made. Decide who stays staff, write their e-mail addresses or uids in a file (one per line) and run again with --keep-file FILE: every record not listed is deleted.',
    );
    return;
  }
  const keep = parseKeepList(readFileSync(keepFile, 'utf8'));
  if (keep.size === 0)
    throw new Error(`${keepFile} lists nobody: refusing to remove every member.`);
  await migrateMembers(admin.members, log, (record) => isKept(keep, record));
}

runAdminScript('migrate-members', main);
