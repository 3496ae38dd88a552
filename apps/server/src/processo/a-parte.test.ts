import { describe, expect, it } from 'vitest';
import { extratoGrande } from '../../test/servidor-processo';
import { aParte } from './a-parte';

const ler = (bytes: Uint8Array) =>
  aParte.executar({ tipo: 'ler-ficheiro', bytes, nome: 'cgd.csv', campo: 'extrato' });

describe('the worker thread for parsing and the matching engine', () => {
  it('stays for small jobs, and ends after a big one, answering every job posted to it', async () => {
    const pequeno = extratoGrande(1, 20);
    const grande = extratoGrande(2, 40_000);
    expect(grande.byteLength).toBeGreaterThan(2 * 1024 * 1024);

    const primeiro = await ler(pequeno);
    expect(primeiro.resultado.rows).toHaveLength(20);
    const thread = aParte.threadAtual;
    expect(thread).toBeDefined();
    expect((await ler(pequeno)).resultado.rows).toHaveLength(20);
    expect(aParte.threadAtual).toBe(thread);

    // A small job posted while the big one runs goes to the same thread, which ends once both are answered.
    const [doGrande, doPequeno] = await Promise.all([ler(grande), ler(pequeno)]);
    expect(doGrande.resultado.rows).toHaveLength(40_000);
    expect(doPequeno.resultado.rows).toHaveLength(20);
    expect(aParte.threadAtual).toBeUndefined();

    // The next job starts a thread of its own.
    expect((await ler(pequeno)).resultado.rows).toHaveLength(20);
    expect(aParte.threadAtual).toBeDefined();
    expect(aParte.threadAtual).not.toBe(thread);
  }, 60_000);
});
