// npm run migrate-members [-- --project ID]
// Brings existing `members` data to the identity model (docs/deploy.md and docs/security.md): records
// keyed by uid, Chatwork keys in members/{uid}/private/chatwork. Idempotent; prints what it did.
import { migrateMembers } from './lib/admin-tasks';
import { connectAdmin, readArgs } from './admin-sdk';

async function main() {
  const args = readArgs({});
  const admin = connectAdmin(args.project);
  console.info(`migrate-members: ${admin.target}`);
  await migrateMembers(admin.members, (line) => console.info(`  ${line}`));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `migrate-members failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
