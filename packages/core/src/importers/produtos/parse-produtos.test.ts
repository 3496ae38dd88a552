import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESES } from '../../dates/dates';
import { preencher } from '../../modelos/__fixtures__/preencher.fixture';
import { gerarModeloProdutos } from '../../modelos/gerar-modelos';
import { type LinhaProdutos, parseProdutos } from './parse-produtos';

const modelo = gerarModeloProdutos(2026);

describe('parseProdutos: o modelo preenchido à mão', () => {
  it('dá exatamente as quantidades escritas; vazio é null, 0 é 0', async () => {
    const bytes = await preencher(await modelo, [
      { valores: { Produto: 'Café', Ano: 2026, ...Object.fromEntries(MESES.map((m, i) => [m, i * 10])) } },
      { linha: 5, valores: { Produto: 'Pastel de nata', Ano: '2025', Jan: '1.200', Fev: 0, Dez: 7 } },
    ]);
    const r = await parseProdutos(bytes);
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual<LinhaProdutos[]>([
      { linha: 2, produto: 'Café', ano: 2026, quantidades: MESES.map((_, i) => i * 10) },
      {
        linha: 5,
        produto: 'Pastel de nata',
        ano: 2025,
        quantidades: [1200, 0, ...Array(9).fill(null), 7],
      },
    ]);
  });

  it('recusa quantidades negativas, com decimais ou texto, e linhas sem produto ou ano', async () => {
    const r = await parseProdutos(
      await preencher(await modelo, [
        { valores: { Produto: 'Café', Ano: 2026, Jan: -1, Fev: 2.5, Mar: 'muitos' } },
        { valores: { Ano: 2026, Jan: 1 } },
        { valores: { Produto: 'Chá', Ano: 26, Jan: 1 } },
        { valores: { Produto: 'Chá', Jan: 1 } },
      ]),
    );
    expect(r.rows).toEqual([]);
    expect(r.issues).toEqual([
      { linha: 2, motivo: 'Coluna "Jan": quantidade inválida "-1" (um número inteiro, 0 ou mais).' },
      { linha: 2, motivo: 'Coluna "Fev": quantidade inválida "2,5" (um número inteiro, 0 ou mais).' },
      { linha: 2, motivo: 'Coluna "Mar": quantidade inválida "muitos" (um número inteiro, 0 ou mais).' },
      { linha: 3, motivo: 'Coluna "Produto": em falta.' },
      { linha: 4, motivo: 'Coluna "Ano": ano inválido "26".' },
      { linha: 5, motivo: 'Coluna "Ano": em falta.' },
    ]);
  });

  it('o mesmo produto duas vezes no mesmo ano é recusado na segunda linha; noutro ano não', async () => {
    const r = await parseProdutos(
      await preencher(await modelo, [
        { valores: { Produto: 'Café', Ano: 2026, Jan: 1 } },
        { valores: { Produto: 'Café', Ano: 2025, Jan: 2 } },
        { valores: { Produto: 'Café', Ano: 2026, Jan: 3 } },
      ]),
    );
    expect(r.rows.map((l) => l.linha)).toEqual([2, 3]);
    expect(r.issues).toEqual([{ linha: 4, motivo: 'O produto "Café" de 2026 já está na linha 2.' }]);
  });

  it('não aceita o modelo do orçamento', async () => {
    const { gerarModeloOrcamento } = await import('../../modelos/gerar-modelos');
    expect((await parseProdutos(await gerarModeloOrcamento(2026))).falha?.motivo).toBe(
      'O ficheiro é o modelo do Orçamento Anual, não o modelo dos Produtos Mensais: importe-o em "Importar Orçamento Anual".',
    );
  });
});

describe('parseProdutos: ida e volta', () => {
  it('o modelo gerado com quaisquer linhas lê-se exatamente igual', async () => {
    const linha = fc.record({
      produto: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ''),
      ano: fc.integer({ min: 2000, max: 2100 }),
      quantidades: fc.array(fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: null }), {
        minLength: 12,
        maxLength: 12,
      }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(linha, { maxLength: 10, selector: (l) => JSON.stringify([l.produto, l.ano]) }),
        async (linhas) => {
          const r = await parseProdutos(await gerarModeloProdutos(2026, linhas));
          expect(r.issues).toEqual([]);
          expect(r.rows).toEqual(linhas.map((l, i) => ({ linha: i + 2, ...l })));
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});

describe('parseProdutos nunca lança', () => {
  it('com bytes quaisquer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (bytes) => {
        const r = await parseProdutos(bytes);
        expect(r.rows).toEqual([]);
        expect(r.issues[0]?.linha).toBe(0);
      }),
    );
  });
});
