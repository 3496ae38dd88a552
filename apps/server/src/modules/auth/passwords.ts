import { hash, verify } from '@node-rs/argon2';

// Argon2id, 64 MiB, 2 passes: about 70 ms per hash on this 2-core machine (see BENCHMARKS.md).
const PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */,
  memoryCost: 65_536,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown e-mails so that a login takes as long whether the account exists or not. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('conta-inexistente');
  await verifyPassword(await dummyHash, password);
}
