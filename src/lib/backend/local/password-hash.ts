/** Salted PBKDF2-SHA-256 password hashes for local accounts, via WebCrypto. */

/** Rounds of a new hash: slow on purpose, so a copied database is slow to guess passwords from. */
const ROUNDS = 120_000;
let roundsOfNewHashes = ROUNDS;

/**
 * Unit tests create hundreds of accounts (every local backend seeds one): their setup files
 * lower the rounds of new hashes, which stay real PBKDF2 and are verified with the rounds they
 * were made with.
 */
export function setPasswordHashRoundsForTests(rounds: number): void {
  roundsOfNewHashes = rounds;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  rounds: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

export interface PasswordHash {
  salt: string;
  hash: string;
  /** The PBKDF2 rounds it was made with; a stored hash without it has the default's 120 000. */
  rounds?: number;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const rounds = roundsOfNewHashes;
  return { salt: toBase64(salt), hash: await derive(password, salt, rounds), rounds };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.rounds ?? ROUNDS);
  // Length is fixed (32 bytes); compare every character so timing does not leak a prefix.
  let difference = candidate.length ^ stored.hash.length;
  for (let i = 0; i < candidate.length; i += 1) {
    difference |= candidate.charCodeAt(i) ^ (stored.hash.charCodeAt(i) || 0);
  }
  return difference === 0;
}
