// npm run create-admin -- --email E [--name N] [--project ID]   (the password at the prompt, or
// piped on standard input; never on the command line)
// The first administrator of a project (docs/deploy.md and docs/security.md): creates the Auth
// account if needed (an existing one only with its own password), then members/{uid}.
// Idempotent; prints what it did.
import { memberNameFromEmail } from '../src/features/auth/model/member-name';
import { createAdmin } from './lib/admin-tasks';
import { connectAdmin, readArgs, runAdminScript } from './admin-sdk';
import { readPassword } from './lib/read-password';

const MIN_PASSWORD_LENGTH = 6;

async function main() {
  const args = readArgs({
    email: { type: 'string' },
    name: { type: 'string' },
  });
  const email = args.email?.trim() ?? '';
  if (!email) {
    throw new Error(
      'Usage: npm run create-admin -- --email E [--name N] [--project ID] (the password is asked for, or read from standard input)',
    );
  }
  const password = await readPassword(process.stdin, process.stdout, `Password for ${email}: `);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const name = args.name?.trim() || memberNameFromEmail(email);
  const admin = connectAdmin(args.project);
  console.info(`create-admin: ${admin.target}`);
  await createAdmin({ email, password, name }, admin, (line) => console.info(`  ${line}`));
}

runAdminScript('create-admin', main);
