// Initial passwords printed on candidate slips: 8 characters a student can copy from paper without
// guessing (no 0/O, 1/l/I), drawn with a CSPRNG. 31^8 is about 8.5e11.
import { randomInt } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 8;
/** Hashes at once: argon2id runs on the libuv pool, whose default size is 4. */
const CHUNK = 4;

export function initialPassword(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** argon2id hashes of the passwords, computed a few at a time so other requests still get the pool. */
export async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += CHUNK) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + CHUNK).map(hashPassword))));
  }
  return hashes;
}
