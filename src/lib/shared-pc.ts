/**
 * 「このPCを共用する」: on a PC several people use, the admin app keeps no customer data on disk
 * — no Firestore persistent cache and no list snapshots (list-snapshot.ts). The choice is made on
 * the login screen and kept in this browser (it is a setting, not data); it takes effect when
 * the app starts, so turning it on restarts the app once after signing in, and the start clears
 * what an earlier personal session left.
 */
const STORAGE_KEY = 'backoffice.sharedPc';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings): then the PC counts as not shared.
    return null;
  }
}

/** Whether this browser is set as a shared PC. */
export function isSharedPc(): boolean {
  return storage()?.getItem(STORAGE_KEY) === '1';
}

export function setSharedPc(on: boolean): void {
  if (on) storage()?.setItem(STORAGE_KEY, '1');
  else storage()?.removeItem(STORAGE_KEY);
}

let startedShared: boolean | null = null;

/** Called once by the admin app's start: the mode this page runs in. */
export function startAsSharedPc(): boolean {
  startedShared = isSharedPc();
  return startedShared;
}

/** Whether this page started as a shared PC (false before the start, as in tests). */
export const runningAsSharedPc = (): boolean => startedShared === true;
