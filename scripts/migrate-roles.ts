// npm run migrate-roles [-- --project ID] [--apply]
// Gives every member record made before 権限 existed the role 管理者 with the export right, so
// nobody loses what they could do (lib/admin-tasks.ts migrateRoles). Without --apply it lists
// them and changes nothing. Idempotent. docs/deploy.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { migrateRoles } from './lib/admin-tasks';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean' } },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`migrate-roles: ${admin.target}`);
  await migrateRoles(admin.members, (line) => console.info(`  ${line}`), values.apply === true);
}

runAdminScript('migrate-roles', main);
