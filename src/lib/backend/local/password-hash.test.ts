import { afterEach, expect, test } from 'vitest';
import { hashPassword, setPasswordHashRoundsForTests, verifyPassword } from './password-hash';

afterEach(() => setPasswordHashRoundsForTests(1_000));

test('a hash verifies its own password only, with the rounds it was made with', async () => {
  setPasswordHashRoundsForTests(2_000);
  const stored = await hashPassword('correct horse');
  expect(stored.rounds).toBe(2_000);

  setPasswordHashRoundsForTests(1_000);
  await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
  await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
  await expect(verifyPassword('correct horse', { ...stored, rounds: 1_000 })).resolves.toBe(false);
});

test('a stored hash without its rounds was made with 120 000', async () => {
  const salt = new Uint8Array(16).fill(7);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('pw-123456'),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 120_000 },
    key,
    256,
  );
  const stored = {
    salt: btoa(String.fromCharCode(...salt)),
    hash: btoa(String.fromCharCode(...new Uint8Array(bits))),
  };
  await expect(verifyPassword('pw-123456', stored)).resolves.toBe(true);
  await expect(verifyPassword('pw-12345', stored)).resolves.toBe(false);
});
