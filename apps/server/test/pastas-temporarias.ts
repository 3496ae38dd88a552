import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A maker of fresh folders under the system's temp folder, all removed after the test file's tests. */
export function pastasTemporarias(prefixo: string): () => string {
  const pastas: string[] = [];
  afterAll(() => {
    for (const pasta of pastas) rmSync(pasta, { recursive: true, force: true });
  });
  return () => {
    const pasta = mkdtempSync(path.join(tmpdir(), prefixo));
    pastas.push(pasta);
    return pasta;
  };
}
