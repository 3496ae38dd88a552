import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { livroSimples, preencher, type ValoresLinha } from '../../modelos/__fixtures__/preencher.fixture';
import { gerarModeloPlanilhaCompleta } from '../../modelos/gerar-modelos';
import { LISTAS } from '../../modelos/listas';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../../taxonomy/categoria-a';
import { OPCOES_CATEGORIA_B, opcoesRubricaB, opcoesSubcategoriaB } from '../../taxonomy/categoria-b';
import { CLASSIFICACAO_PREDEFINIDA } from '../../taxonomy/classificacao';
import { GASTOS, TIPOLOGIAS } from '../../taxonomy/opcoes';
import {
  chavesDeConteudo,
  type LinhaPlanilhaCompleta,
  parsePlanilhaCompleta,
} from './parse-planilha-completa';

const dia = (iso: string) => new Date(`${iso}T00:00:00Z`);
const modelo = gerarModeloPlanilhaCompleta();

const SEM_VALORES = {
  nif: null,
  emitente: null,
  numeroFatura: null,
  descritivo: null,
  dataEmissao: null,
  dataPagamento: null,
  baseCents: null,
  ivaCents: null,
  totalCents: null,
  extratoValorCents: null,
  tipoMovimento: null,
  ...CLASSIFICACAO_PREDEFINIDA,
} as const satisfies Omit<LinhaPlanilhaCompleta, 'linha'>;

async function ler(linhas: readonly ValoresLinha[]) {
  return parsePlanilhaCompleta(
    await preencher(
      await modelo,
      linhas.map((valores) => ({ valores })),
    ),
  );
}

describe('parsePlanilhaCompleta: o modelo preenchido à mão', () => {
  it('dá exatamente os valores escritos, em cêntimos e datas ISO, ignorando linhas em branco', async () => {
    const bytes = await preencher(await modelo, [
      {
        valores: {
          NIF: '500100144',
          Emitente: 'EDP Comercial',
          'Nº Fatura': 'FT 2026/123',
          Descritivo: 'DD EDP COMERCIAL',
          'Data Emissão': dia('2026-01-05'),
          'Data Pagamento': dia('2026-01-20'),
          'Base Tributável': -100,
          IVA: -23,
          Total: -123,
          'Valor Extrato': -123,
          'Tipo de Movimento': 'Saída',
          'Categoria A': 'Fornecimentos e serviços externos',
          'Subcategoria A': 'Electricidade',
          'Categoria B': 'Fluxos de caixa das actividades operacionais',
          'Subcategoria B': 'Não Aplicável',
          'Rúbrica B': 'Pagamentos a fornecedores',
          Tipologia: 'Empresa',
          Gasto: 'Fixo',
        },
      },
      // A person types dates and amounts as text, in lower case, with a blank row before.
      {
        linha: 4,
        valores: {
          NIF: 508654327,
          Emitente: 'Cliente Final',
          'Nº Fatura': 'FS A/7',
          'Data Emissão': '31/01/2026',
          'Base Tributável': '1.000,00',
          IVA: '230,00',
          Total: '1.230,00 €',
          'Categoria A': 'vendas e serviços prestados',
          'Subcategoria A': 'venda de mercadoria',
          Tipologia: 'empresa',
          Gasto: 'n/a',
        },
      },
      {
        valores: {
          Descritivo: 'TRF RENDA LOJA',
          'Data Pagamento': dia('2026-02-01'),
          'Valor Extrato': -1500.5,
        },
      },
    ]);
    const r = await parsePlanilhaCompleta(bytes);
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual([
      {
        linha: 2,
        nif: '500100144',
        emitente: 'EDP Comercial',
        numeroFatura: 'FT 2026/123',
        descritivo: 'DD EDP COMERCIAL',
        dataEmissao: '2026-01-05',
        dataPagamento: '2026-01-20',
        baseCents: -10000,
        ivaCents: -2300,
        totalCents: -12300,
        extratoValorCents: -12300,
        tipoMovimento: 'Saída',
        categoria_A: 'Fornecimentos e serviços externos',
        subcategoria_A: 'Electricidade',
        categoria_B: 'Fluxos de caixa das actividades operacionais',
        subcategoria_B: 'Não Aplicável',
        rubrica_B: 'Pagamentos a fornecedores',
        tipologia: 'Empresa',
        gasto: 'Fixo',
      },
      {
        ...SEM_VALORES,
        linha: 4,
        nif: '508654327',
        emitente: 'Cliente Final',
        numeroFatura: 'FS A/7',
        dataEmissao: '2026-01-31',
        baseCents: 100000,
        ivaCents: 23000,
        totalCents: 123000,
        categoria_A: 'Vendas e serviços prestados',
        subcategoria_A: 'Venda de Mercadoria',
        tipologia: 'Empresa',
      },
      {
        ...SEM_VALORES,
        linha: 5,
        descritivo: 'TRF RENDA LOJA',
        dataPagamento: '2026-02-01',
        extratoValorCents: -150050,
        tipoMovimento: 'Saída',
      },
    ]);
  });

  it('uma Categoria B operacional sem subcategoria fica com a única possível, como no ecrã', async () => {
    const r = await ler([
      {
        'Data Emissão': dia('2026-03-01'),
        Total: 10,
        'Categoria B': 'Fluxos de caixa das actividades operacionais',
      },
    ]);
    expect(r.rows[0]).toMatchObject({ subcategoria_B: 'Não Aplicável', rubrica_B: 'Sem Rúbrica B' });
  });

  it('encontra o cabeçalho noutra linha e com as colunas por outra ordem', async () => {
    const titulos = ['Gasto', 'Total', 'Data Emissão', 'NIF', 'Nº Fatura', 'Emitente', 'Descritivo'];
    const resto = [
      'Data Pagamento',
      'Base Tributável',
      'IVA',
      'Valor Extrato',
      'Tipo de Movimento',
      'Categoria A',
      'Subcategoria A',
      'Categoria B',
      'Subcategoria B',
      'Rúbrica B',
      'Tipologia',
    ];
    const bytes = await livroSimples([
      ['Planilha da Loja do Porto'],
      [],
      [...titulos, ...resto],
      ['Fixo', '-12,30', '02/03/2026', '500100144', 'FT 9', 'EDP'],
    ]);
    const r = await parsePlanilhaCompleta(bytes);
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual([
      {
        ...SEM_VALORES,
        linha: 4,
        nif: '500100144',
        emitente: 'EDP',
        numeroFatura: 'FT 9',
        dataEmissao: '2026-03-02',
        totalCents: -1230,
        gasto: 'Fixo',
      },
    ]);
  });
});

describe('parsePlanilhaCompleta: linhas com erros', () => {
  const base = { 'Data Emissão': dia('2026-01-05'), Total: -10 } as const;

  it.each<[string, ValoresLinha, string[]]>([
    [
      'subcategoria de outra categoria',
      { ...base, 'Categoria A': 'Compras', 'Subcategoria A': 'Electricidade' },
      ["Coluna \"Subcategoria A\": A Subcategoria A 'Electricidade' não pertence à Categoria A 'Compras'."],
    ],
    [
      'rúbrica de outra subcategoria, e gasto inválido',
      {
        ...base,
        'Categoria B': 'Fluxos de caixa das actividades de investimento',
        'Subcategoria B': 'Pagamentos - investimento',
        'Rúbrica B': 'Dividendos',
        Gasto: 'Às vezes',
      },
      [
        "Coluna \"Rúbrica B\": A Rúbrica B 'Dividendos' não pertence à Subcategoria B 'Pagamentos - investimento'.",
        'Coluna "Gasto": Gasto inválido: \'Às vezes\'.',
      ],
    ],
    [
      'categoria inexistente',
      { ...base, 'Categoria A': 'Despesas' },
      ['Coluna "Categoria A": Categoria A inválida: \'Despesas\'.'],
    ],
    [
      'NIF com o dígito de controlo errado',
      { ...base, NIF: '500100145' },
      [
        'Coluna "NIF": NIF inválido "500100145" (9 algarismos com o dígito de controlo certo, ou o código do país e o número).',
      ],
    ],
    [
      'data impossível e valor que não é número',
      { 'Data Emissão': '31/02/2026', Total: 'doze euros' },
      [
        'Coluna "Data Emissão": data inválida "31/02/2026" (use dd/mm/aaaa).',
        'Coluna "Total": valor inválido "doze euros" (use um número em euros, ex.: -1234,56).',
      ],
    ],
    [
      'base mais IVA diferente do total',
      { 'Data Emissão': dia('2026-01-05'), 'Base Tributável': -100, IVA: -23, Total: -124 },
      ['Coluna "Total": a Base Tributável mais o IVA dá -123,00 €, não -124,00 €.'],
    ],
    [
      'valor do extrato sem data de pagamento',
      { ...base, 'Valor Extrato': -10 },
      ['Coluna "Data Pagamento": em falta: um Valor Extrato precisa da data do movimento.'],
    ],
    [
      'tipo de movimento contrário ao sinal',
      { 'Data Pagamento': dia('2026-01-05'), 'Valor Extrato': -10, 'Tipo de Movimento': 'Entrada' },
      [
        'Coluna "Tipo de Movimento": "Entrada" não condiz com o Valor Extrato -10,00 € (entradas positivas, saídas negativas).',
      ],
    ],
    [
      'sem data',
      { Emitente: 'X', Total: 5 },
      ['Linha sem data: preencha a Data Emissão ou a Data Pagamento.'],
    ],
    [
      'sem valores',
      { Emitente: 'X', 'Data Emissão': dia('2026-01-05') },
      ['Linha sem valores: preencha o Total (ou a Base Tributável) ou o Valor Extrato.'],
    ],
  ])('%s: recusada, com a linha e a coluna', async (_, valores, motivos) => {
    const r = await ler([{ ...base, Emitente: 'Certa' }, valores]);
    expect(r.rows.map((l) => l.linha)).toEqual([2]);
    expect(r.issues).toEqual(motivos.map((motivo) => ({ linha: 3, motivo })));
  });

  it('um documento repetido no ficheiro é recusado na segunda linha', async () => {
    const doc = { ...base, NIF: '500100144', 'Nº Fatura': 'FT 1' };
    const r = await ler([doc, { Emitente: 'Outra', ...base }, doc]);
    expect(r.rows.map((l) => l.linha)).toEqual([2, 3]);
    expect(r.issues).toEqual([
      { linha: 4, motivo: 'Documento repetido: o NIF 500100144 com o Nº Fatura FT 1 já está na linha 2.' },
    ]);
  });
});

describe('parsePlanilhaCompleta: ficheiros que não são o modelo', () => {
  it('um XLSX qualquer', async () => {
    const r = await parsePlanilhaCompleta(
      await livroSimples([
        ['Data', 'Descrição', 'Montante'],
        ['01-01-2026', 'x', 1],
      ]),
    );
    expect(r.rows).toEqual([]);
    expect(r.falha?.tipo).toBe('modelo');
    expect(r.issues).toEqual([
      {
        linha: 0,
        motivo:
          'O ficheiro não segue o modelo da Planilha Completa: não foi encontrado o cabeçalho (NIF, Emitente, Nº Fatura, Descritivo, …). ' +
          'Descarregue o modelo no ecrã de importação e preencha-o.',
      },
    ]);
  });

  it('o modelo com colunas apagadas diz quais faltam', async () => {
    const bytes = await preencher(await modelo, [], (folha) => {
      folha.spliceColumns(17, 2);
    });
    const r = await parsePlanilhaCompleta(bytes);
    expect(r.falha).toEqual({
      tipo: 'modelo',
      motivo: 'Faltam colunas do modelo da Planilha Completa na linha 1: "Tipologia", "Gasto".',
    });
  });

  it('o modelo do orçamento não passa pelo da planilha', async () => {
    const { gerarModeloOrcamento } = await import('../../modelos/gerar-modelos');
    const r = await parsePlanilhaCompleta(await gerarModeloOrcamento(2026));
    expect(r.falha).toEqual({
      tipo: 'modelo',
      motivo:
        'O ficheiro é o modelo do Orçamento Anual, não o modelo da Planilha Completa: importe-o em "Importar Orçamento Anual".',
    });
  });
});

const classificacao = fc
  .record({
    a: fc.constantFrom(...OPCOES_CATEGORIA_A),
    b: fc.constantFrom(...OPCOES_CATEGORIA_B),
    i: fc.nat(),
    j: fc.nat(),
    k: fc.nat(),
    tipologia: fc.constantFrom(...TIPOLOGIAS),
    gasto: fc.constantFrom(...GASTOS),
  })
  .map(({ a, b, i, j, k, tipologia, gasto }) => {
    const subA = opcoesSubcategoriaA(a);
    const subB = opcoesSubcategoriaB(b);
    const subcategoria_B = subB[j % subB.length] as string;
    const rubricas = opcoesRubricaB(subcategoria_B);
    return {
      categoria_A: a,
      subcategoria_A: subA[i % subA.length] as string,
      categoria_B: b,
      subcategoria_B,
      rubrica_B: rubricas[k % rubricas.length] as string,
      tipologia,
      gasto,
    };
  });

const texto = (max: number) =>
  fc.option(
    fc
      .string({ minLength: 1, maxLength: max })
      .filter((s) => s.trim() === s && s !== '' && !/^\d{5}/.test(s)),
    { nil: null },
  );
const centimos = fc.option(fc.integer({ min: -49_999_999_999, max: 49_999_999_999 }), { nil: null });
const data = fc.option(
  fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  { nil: null },
);

/** Rows the parser accepts: consistent amounts, a date, a value, movement type following the sign. */
const linhaValida: fc.Arbitrary<Omit<LinhaPlanilhaCompleta, 'linha'>> = fc
  .record({
    nif: fc.option(fc.constantFrom('500100144', '508654327', '999999990', 'ESB12345678'), { nil: null }),
    emitente: texto(40),
    numeroFatura: texto(20),
    descritivo: texto(60),
    dataEmissao: data,
    dataPagamento: data,
    baseCents: centimos,
    ivaCents: centimos,
    totalCents: centimos,
    extratoValorCents: centimos,
    classificacao,
  })
  .filter(
    (r) =>
      (r.dataEmissao !== null || r.dataPagamento !== null) &&
      (r.totalCents !== null || r.baseCents !== null || r.extratoValorCents !== null) &&
      (r.extratoValorCents === null || r.dataPagamento !== null),
  )
  .map(({ classificacao: c, ...r }) => ({
    ...r,
    totalCents:
      r.baseCents !== null && r.ivaCents !== null && r.totalCents !== null
        ? r.baseCents + r.ivaCents
        : r.totalCents,
    tipoMovimento: r.extratoValorCents === null ? null : r.extratoValorCents < 0 ? 'Saída' : 'Entrada',
    ...c,
  }));

describe('parsePlanilhaCompleta: ida e volta', () => {
  it('o modelo gerado com quaisquer linhas válidas lê-se exatamente igual', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(linhaValida, { maxLength: 12 }), async (linhas) => {
        const unicas = linhas.filter(
          (l, i) =>
            l.nif === null ||
            l.numeroFatura === null ||
            linhas.findIndex((o) => o.nif === l.nif && o.numeroFatura === l.numeroFatura) === i,
        );
        const r = await parsePlanilhaCompleta(await gerarModeloPlanilhaCompleta(unicas));
        expect(r.issues).toEqual([]);
        expect(r.rows).toEqual(unicas.map((l, i) => ({ linha: i + 2, ...l })));
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('as listas do modelo são as da taxonomia', () => {
    expect(LISTAS['categoria-a'].valores).toEqual(OPCOES_CATEGORIA_A);
    for (const categoria of OPCOES_CATEGORIA_A)
      for (const sub of opcoesSubcategoriaA(categoria))
        expect(LISTAS['subcategoria-a'].valores).toContain(sub);
  });
});

describe('chavesDeConteudo', () => {
  it('linhas sem documento ficam distintas dentro do ficheiro; com documento, a chave é o documento', () => {
    const renda = { ...SEM_VALORES, linha: 2, dataPagamento: '2026-01-01', extratoValorCents: -1000 };
    const doc = { ...SEM_VALORES, linha: 3, nif: '500100144', numeroFatura: 'FT 1', totalCents: 5 };
    const [a, b, c, d] = chavesDeConteudo([renda, { ...renda, linha: 4 }, doc, { ...renda, gasto: 'Fixo' }]);
    expect(a).not.toBeNull();
    expect(b).toBe(`${a}#2`);
    expect(c).toBeNull();
    expect(d).toBe(`${a}#3`);
  });
});

describe('parsePlanilhaCompleta nunca lança', () => {
  it('com bytes quaisquer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (bytes) => {
        const r = await parsePlanilhaCompleta(bytes);
        expect(r.rows).toEqual([]);
        expect(r.issues[0]?.linha).toBe(0);
      }),
    );
  });

  it('com o modelo estragado', async () => {
    const original = await preencher(await modelo, [
      { valores: { NIF: '500100144', Total: 5, 'Data Emissão': dia('2026-01-01') } },
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (trocas) => {
          const bytes = Uint8Array.from(original);
          for (const [i, v] of trocas) bytes[i] = v;
          const r = await parsePlanilhaCompleta(bytes);
          for (const p of r.issues) expect(typeof p.motivo).toBe('string');
        },
      ),
      { numRuns: 40 },
    );
  });
});
