// npm run create-admin -- --email E --password P [--name N] [--project ID]
// The first administrator of a project (docs/deploy.md and docs/security.md): creates the Auth account if
// needed, then members/{uid}. Idempotent; prints what it did.
import { memberNameFromEmail } from '../src/features/auth/model/member-name';
import { createAdmin } from './lib/admin-tasks';
import { connectAdmin, readArgs } from './admin-sdk';

const MIN_PASSWORD_LENGTH = 6;

async function main() {
  const args = readArgs({
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  });
  const email = args.email?.trim() ?? '';
  const password = args.password ?? '';
  if (!email || !password) {
    throw new Error(
      'Usage: npm run create-admin -- --email E --password P [--name N] [--project ID]',
    );
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const name = args.name?.trim() || memberNameFromEmail(email);
  const admin = connectAdmin(args.project);
  console.info(`create-admin: ${admin.target}`);
  await createAdmin({ email, password, name }, admin, (line) => console.info(`  ${line}`));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
