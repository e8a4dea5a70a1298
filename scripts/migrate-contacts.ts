// npm run migrate-contacts [-- --project ID] [--apply]
// The 先方担当者 typed into SA rows before contacts existed becomes each company's first contact
// (its 主担当), once (lib/contacts-migration.ts). Without --apply it lists them and changes
// nothing. Idempotent. docs/features/contacts-and-activities.md.
import { parseArgs } from 'node:util';
import { connectAdmin, runAdminScript } from './admin-sdk';
import { migrateContacts } from './lib/contacts-migration';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, apply: { type: 'boolean' } },
    strict: true,
  });
  const admin = connectAdmin(values.project);
  console.info(`migrate-contacts: ${admin.target}`);
  await migrateContacts(admin.contacts, (line) => console.info(`  ${line}`), values.apply === true);
}

runAdminScript('migrate-contacts', main);
