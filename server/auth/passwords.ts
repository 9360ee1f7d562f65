// Password hashing with argon2id at the OWASP baseline (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const ARGON2ID = 2; // Algorithm.Argon2id; the const enum is not importable under isolatedModules
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// A hash of a random secret, verified against when the user does not exist so that an
// unknown username costs as much time as a wrong password.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** A password that meets every policy: letters of both cases, digits and a symbol. */
export function generatePassword(): string {
  const raw = randomBytes(12).toString('base64url');
  return `${raw}aZ7!`;
}
