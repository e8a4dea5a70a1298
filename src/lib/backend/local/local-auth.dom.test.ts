import { runAuthServiceContract } from '../auth-service-contract';
import { createLocalBackend } from './local-backend';

let n = 0;

// The same contract the Firebase adapter passes against the Auth emulator (tests/emulators).
runAuthServiceContract('local (IndexedDB)', async () => {
  localStorage.clear();
  const { auth } = await createLocalBackend({
    seed: 'empty',
    databaseName: `local-auth-${(n += 1)}`,
  });
  return { service: auth, makeAccount: (email, password) => auth.createAccount(email, password) };
});
