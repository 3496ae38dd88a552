import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESES } from '../../dates/dates';
import { livroSimples, preencher } from '../../modelos/__fixtures__/preencher.fixture';
import { gerarModeloOrcamento } from '../../modelos/gerar-modelos';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../../taxonomy/categoria-a';
import { CLASSIFICACAO_PREDEFINIDA } from '../../taxonomy/classificacao';
import {
  calcularIva,
  chaveLinhaOrcamento,
  type LinhaOrcamento,
  mesesDoOrcamento,
  parseOrcamento,
} from './parse-orcamento';

const modelo = gerarModeloOrcamento(2027);
const vazios = () => Array<number | null>(12).fill(null);

describe('parseOrcamento: o modelo preenchido à mão', () => {
  it('dá o ano do ficheiro e exatamente as linhas escritas, mês a mês', async () => {
    const bytes = await preencher(await modelo, [
      {
        valores: {
          NIF: '500100144',
          Emitente: 'Senhorio, Lda',
          'Categoria A': 'Fornecimentos e serviços externos',
          'Subcategoria A': 'Rendas e alugueres',
          'Centro Custo A': 'Loja',
          'Categoria B': 'Fluxos de caixa das actividades operacionais',
          'Subcategoria B': 'Não Aplicável',
          'Rúbrica B': 'Pagamentos a fornecedores',
          'Subrúbrica B': 'Renda',
          Tipologia: 'Empresa',
          Gasto: 'Fixo',
          'Taxa IVA': 0.23,
          ...Object.fromEntries(MESES.map((m) => [m, -1500])),
        },
      },
      {
        linha: 6,
        valores: {
          'Categoria A': 'Vendas e serviços prestados',
          'Subcategoria A': 'Venda de Mercadoria',
          'Taxa IVA': '13%',
          Jan: '10.000,50',
          Fev: 0,
          Dez: 12000.25,
        },
      },
      { valores: { 'Categoria A': 'Gastos com o pessoal', 'Subcategoria A': 'TSU', Mar: -800 } },
    ]);
    const r = await parseOrcamento(bytes);
    expect(r.issues).toEqual([]);
    expect(r.ano).toBe(2027);
    expect(r.rows).toEqual<LinhaOrcamento[]>([
      {
        linha: 4,
        nif: '500100144',
        emitente: 'Senhorio, Lda',
        categoria_A: 'Fornecimentos e serviços externos',
        subcategoria_A: 'Rendas e alugueres',
        centroCusto_A: 'Loja',
        categoria_B: 'Fluxos de caixa das actividades operacionais',
        subcategoria_B: 'Não Aplicável',
        rubrica_B: 'Pagamentos a fornecedores',
        subrubrica_B: 'Renda',
        tipologia: 'Empresa',
        gasto: 'Fixo',
        taxaIva: 23,
        meses: Array(12).fill(-150000),
      },
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        linha: 6,
        nif: null,
        emitente: null,
        categoria_A: 'Vendas e serviços prestados',
        subcategoria_A: 'Venda de Mercadoria',
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 13,
        meses: [1000050, 0, ...Array(9).fill(null), 1200025],
      },
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        linha: 7,
        nif: null,
        emitente: null,
        categoria_A: 'Gastos com o pessoal',
        subcategoria_A: 'TSU',
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 0,
        meses: [null, null, -80000, ...Array(9).fill(null)],
      },
    ]);
    expect(mesesDoOrcamento(r.rows[1] as LinhaOrcamento)).toEqual([
      { mes: 1, baseCents: 1000050, ivaCents: 130007, totalCents: 1130057 },
      { mes: 12, baseCents: 1200025, ivaCents: 156003, totalCents: 1356028 },
    ]);
  });

  it.each([
    [0.23, 23],
    [23, 23],
    ['23%', 23],
    ['6,5 %', 6.5],
    ['0,06', 6],
    [0, 0],
  ])('a taxa %j é %d %%', async (taxa, esperada) => {
    const r = await parseOrcamento(
      await preencher(await modelo, [{ valores: { 'Taxa IVA': taxa, Jan: 1 } }]),
    );
    expect(r.rows[0]?.taxaIva).toBe(esperada);
  });

  it('um ano mudado na célula B1 é o ano do ficheiro; sem ano, null', async () => {
    const mudado = await preencher(await modelo, [{ valores: { Jan: 1 } }], (folha) => {
      folha.getCell('B1').value = 2031;
    });
    expect((await parseOrcamento(mudado)).ano).toBe(2031);
    const semAno = await preencher(await modelo, [{ valores: { Jan: 1 } }], (folha) => {
      folha.getCell('B1').value = null;
    });
    expect((await parseOrcamento(semAno)).ano).toBeNull();
    const errado = await preencher(await modelo, [{ valores: { Jan: 1 } }], (folha) => {
      folha.getCell('B1').value = 'próximo';
    });
    expect((await parseOrcamento(errado)).issues).toEqual([
      { linha: 1, motivo: 'Ano do orçamento inválido: "próximo".' },
    ]);
  });

  it('recusa a linha com a subcategoria de outra categoria, uma taxa e um mês inválidos', async () => {
    const r = await parseOrcamento(
      await preencher(await modelo, [
        {
          valores: {
            'Categoria A': 'Compras',
            'Subcategoria A': 'TSU',
            'Taxa IVA': 'vinte',
            Fev: 'x',
            Mar: -1,
          },
        },
        { valores: { 'Categoria A': 'Compras', Jan: -5 } },
      ]),
    );
    expect(r.rows.map((l) => l.linha)).toEqual([5]);
    expect(r.issues).toEqual([
      {
        linha: 4,
        motivo: "Coluna \"Subcategoria A\": A Subcategoria A 'TSU' não pertence à Categoria A 'Compras'.",
      },
      { linha: 4, motivo: 'Coluna "Taxa IVA": taxa de IVA inválida "vinte" (ex.: 23%).' },
      { linha: 4, motivo: 'Coluna "Fev": valor inválido "x" (use um número em euros, ex.: -1234,56).' },
    ]);
  });

  it('não aceita a planilha completa nem um ficheiro sem meses', async () => {
    const { gerarModeloPlanilhaCompleta } = await import('../../modelos/gerar-modelos');
    expect((await parseOrcamento(await gerarModeloPlanilhaCompleta())).falha?.motivo).toBe(
      'O ficheiro é o modelo da Planilha Completa, não o modelo do Orçamento Anual: importe-o em "Importar Planilha Completa".',
    );
    const semMeses = await livroSimples([['NIF', 'Emitente', 'Categoria A', 'Subcategoria A', 'Taxa IVA']]);
    const r = await parseOrcamento(semMeses);
    expect(r.falha?.motivo).toMatch(
      /^Faltam colunas do modelo do Orçamento Anual na linha 1: "Centro Custo A", .*"Jan", .*"Dez"\.$/,
    );
  });
});

describe('calcularIva', () => {
  it.each([
    [10000, 23, 2300],
    [-10000, 23, -2300],
    [1, 23, 0],
    [3, 23, 1], // 0,69 cêntimos arredonda para 1
    [-3, 23, -1],
    [50, 13, 7], // 6,5 cêntimos: metade para longe de zero
    [-50, 13, -7],
    [99_999_999_999, 23, 23_000_000_000],
    [12345, 6.5, 802],
    [0, 23, 0],
  ])('%d cêntimos a %d %% → %d', (base, taxa, iva) => {
    expect(calcularIva(base, taxa)).toBe(iva);
  });
});

const linhaValida: fc.Arbitrary<Omit<LinhaOrcamento, 'linha'>> = fc
  .record({
    categoria_A: fc.constantFrom(...OPCOES_CATEGORIA_A),
    i: fc.nat(),
    nif: fc.option(fc.constantFrom('500100144', '999999990'), { nil: null }),
    emitente: fc.option(fc.constantFrom('Senhorio', 'EDP', 'Fornecedor, S.A.'), { nil: null }),
    centroCusto_A: fc.option(fc.constantFrom('Sala', 'Cozinha'), { nil: null }),
    subrubrica_B: fc.option(fc.constantFrom('Renda', 'Leasing'), { nil: null }),
    taxaIva: fc.integer({ min: 0, max: 9999 }).map((t) => t / 100),
    meses: fc.array(fc.option(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), { nil: null }), {
      minLength: 12,
      maxLength: 12,
    }),
  })
  .map(({ i, categoria_A, ...r }) => {
    const subs = opcoesSubcategoriaA(categoria_A);
    return {
      ...CLASSIFICACAO_PREDEFINIDA,
      ...r,
      categoria_A,
      subcategoria_A: subs[i % subs.length] as string,
    };
  });

describe('parseOrcamento: ida e volta', () => {
  it('o modelo gerado com quaisquer linhas lê-se exatamente igual, com o seu ano', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2000, max: 2100 }),
        fc.array(linhaValida, { maxLength: 8 }),
        async (ano, linhas) => {
          const r = await parseOrcamento(await gerarModeloOrcamento(ano, linhas));
          expect(r.issues).toEqual([]);
          expect(r.ano).toBe(ano);
          expect(r.rows).toEqual(linhas.map((l, i) => ({ linha: i + 4, ...l })));
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);

  it('a chave de uma linha não depende da sua posição', () => {
    const linha = {
      ...CLASSIFICACAO_PREDEFINIDA,
      linha: 4,
      nif: null,
      emitente: null,
      centroCusto_A: null,
      subrubrica_B: null,
      taxaIva: 23,
      meses: vazios(),
    };
    expect(chaveLinhaOrcamento({ ...linha, linha: 9 })).toBe(chaveLinhaOrcamento(linha));
    expect(chaveLinhaOrcamento({ ...linha, taxaIva: 13 })).not.toBe(chaveLinhaOrcamento(linha));
  });
});

describe('parseOrcamento nunca lança', () => {
  it('com bytes quaisquer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (bytes) => {
        const r = await parseOrcamento(bytes);
        expect(r.rows).toEqual([]);
        expect(r.issues[0]?.linha).toBe(0);
      }),
    );
  });

  it('com o modelo estragado', async () => {
    const original = await preencher(await modelo, [{ valores: { 'Categoria A': 'Compras', Jan: -5 } }]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (trocas) => {
          const bytes = Uint8Array.from(original);
          for (const [i, v] of trocas) bytes[i] = v;
          for (const p of (await parseOrcamento(bytes)).issues) expect(typeof p.motivo).toBe('string');
        },
      ),
      { numRuns: 40 },
    );
  });
});
