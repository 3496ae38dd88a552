import { describe, expect, it } from 'vitest';
import { extratoGrande } from '../../test/servidor-processo';
import { calcularCom, type Lido } from '../modules/correspondencias/calculo';
import { aParte, ITENS_POR_LOTE } from './a-parte';

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

  it('gets a ledger bigger than a batch, and answers a run bigger than a batch, whole and in order', async () => {
    const n = 2 * ITENS_POR_LOTE + 7;
    // Each invoice its own amount, paid by a line naming its number: n one-to-one matches.
    const lido: Lido = {
      faturas: Array.from({ length: n }, (_, i) => ({
        id: `f${i}`,
        lado: 'compra' as const,
        nifEmitente: '503630330',
        nomeEmitente: 'Fornecedor Lda',
        numeroDocumento: `FT A/${i + 1}`,
        tipo: 'Fatura' as const,
        dataEmissao: '2026-03-02',
        totalCents: -(10_000 + i),
        anulado: false,
      })),
      movimentos: Array.from({ length: n }, (_, i) => ({
        id: `m${i}`,
        dataMovimento: '2026-03-05',
        descricao: `TRF FORNECEDOR LDA FT A/${i + 1}`,
        valorCents: -(10_000 + i),
        referencias: [],
      })),
      paresFixos: [],
      bloqueados: [],
    };
    const calculado = await aParte.executar({ tipo: 'correspondencias', lido });
    expect(calculado.grupos).toHaveLength(n);
    // Each invoice with its own line, wholly.
    const pares = calculado.grupos.map((g) =>
      g.map((l) => `${l.planilhaId}=${l.movimentoId}:${l.valorCents}`),
    );
    expect(new Set(pares.flat())).toEqual(
      new Set(lido.faturas.map((f, i) => `${f.id}=m${i}:${f.totalCents}`)),
    );
    expect(pares.every((g) => g.length === 1)).toBe(true);
    expect(calculado).toEqual(calcularCom(lido));
  }, 60_000);

  it('a job that cannot be copied to the worker fails, as its answer would', async () => {
    const lido = { faturas: [], movimentos: [], paresFixos: [], bloqueados: [() => 'não se copia'] };
    await expect(
      aParte.executar({ tipo: 'correspondencias', lido: lido as unknown as Lido }),
    ).rejects.toThrow(/could not be cloned/);
  });
});
