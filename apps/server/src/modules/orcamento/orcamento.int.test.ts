import { CLASSIFICACAO_PREDEFINIDA } from '@contas/core';
import { gerarModeloOrcamento, gerarModeloProdutos, type LinhaOrcamento } from '@contas/core/modelos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
const u = {} as Record<'editor' | 'leitor' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['editor', 'leitor', 'outsider'] as const) u[papel] = await createUser(t);
  // The budget years allowed follow the server's today; the tokens above stay valid (checked on real time).
  t.clock.now = new Date('2026-11-20T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

type Linha = Omit<LinhaOrcamento, 'linha'>;
const nulos = () => Array<number | null>(12).fill(null);

const RENDA: Linha = {
  nif: '500100144',
  emitente: 'Senhorio, Lda',
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Rendas e alugueres',
  centroCusto_A: 'Loja',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
  subrubrica_B: 'Renda mensal',
  tipologia: 'Empresa',
  gasto: 'Fixo',
  taxaIva: 23,
  meses: Array(12).fill(-150_000),
};
const VENDAS: Linha = {
  ...CLASSIFICACAO_PREDEFINIDA,
  nif: null,
  emitente: null,
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Venda de Mercadoria',
  centroCusto_A: null,
  subrubrica_B: null,
  taxaIva: 13,
  meses: [1_000_050, 0, ...Array(9).fill(null), 1_200_025],
};
const SEM_VALORES: Linha = { ...VENDAS, emitente: 'Nada', meses: nulos() };

async function empresa() {
  const { id, lojaIds } = await criarEmpresaDeTeste(t, {
    nome: 'Orçamentos Exemplo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Baixa', 'Foz'],
  });
  return { id, lojaId: lojaIds[0] as string, loja2: lojaIds[1] as string };
}

const ficheiro = (bytes: Uint8Array, nome = 'orcamento.xlsx'): ParteMultipart => ({
  campo: 'file',
  nome,
  bytes,
});

function enviar(
  e: { id: string },
  lojaId: string,
  ano: number | string,
  partes: readonly ParteMultipart[],
  quem: TestUser = u.editor,
) {
  const { payload, headers } = multipart([
    { campo: 'tipoArquivo', valor: 'orcamento' },
    { campo: 'tipoUpload', valor: 'upload-orcamento' },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/orcamento/${e.id}/${lojaId}/${ano}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

async function orcamentoNaBase(empresaId: string, lojaId: string, ano: number) {
  const { rows } = await t.pool.query(
    `select mes, nif, emitente, categoria_a as "categoria_A", subcategoria_a as "subcategoria_A",
            centro_custo_a as "centroCusto_A", categoria_b as "categoria_B", subcategoria_b as "subcategoria_B",
            rubrica_b as "rubrica_B", subrubrica_b as "subrubrica_B", tipologia, gasto, taxa_iva as "taxaIva",
            base_cents, iva_cents, total_cents
     from orcamento_linhas where empresa_id = $1 and loja_id = $2 and ano = $3 order by linha, mes`,
    [empresaId, lojaId, ano],
  );
  return rows;
}

/** What the budget rows of a line must be: one per month with a value, VAT at the line's rate. */
function esperadas(linha: Linha, ivas: Record<number, number>) {
  const { meses, ...resto } = linha;
  return meses.flatMap((base, i) =>
    base === null || base === 0
      ? []
      : [
          {
            mes: i + 1,
            ...resto,
            base_cents: base,
            iva_cents: ivas[i + 1],
            total_cents: base + (ivas[i + 1] as number),
          },
        ],
  );
}

describe('POST /api/upload/orcamento/:empresaId/:lojaId/:ano', () => {
  it('grava o orçamento da loja e do ano, mês a mês, com o IVA da taxa de cada linha', async () => {
    const e = await empresa();
    const res = await enviar(e, e.lojaId, 2027, [
      ficheiro(await gerarModeloOrcamento(2027, [RENDA, SEM_VALORES, VENDAS])),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Importamento concluído!',
      resultados: [
        {
          _id: expect.any(String),
          ficheiro: 'orcamento.xlsx',
          tipo: 'orcamento',
          formato: 'Modelo do Orçamento Anual (XLSX)',
          importadas: 2,
          duplicadas: 0,
          atualizadas: 0,
          recusadas: 0,
          problemas: [],
        },
      ],
    });
    const rendaIva = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, -34_500]));
    expect(await orcamentoNaBase(e.id, e.lojaId, 2027)).toEqual([
      ...esperadas(RENDA, rendaIva),
      ...esperadas(VENDAS, { 1: 130_007, 12: 156_003 }),
    ]);
  });

  it('importar de novo o mesmo ficheiro dá o mesmo orçamento; outro ficheiro substitui o do ano, só nessa loja', async () => {
    const e = await empresa();
    const bytes = await gerarModeloOrcamento(2027, [RENDA, VENDAS]);
    await enviar(e, e.lojaId, 2027, [ficheiro(bytes)]);
    await enviar(e, e.loja2, 2027, [ficheiro(bytes)]);
    await enviar(e, e.lojaId, 2028, [ficheiro(await gerarModeloOrcamento(2028, [RENDA]))]);
    const primeiro = await orcamentoNaBase(e.id, e.lojaId, 2027);

    const outraVez = await enviar(e, e.lojaId, 2027, [ficheiro(bytes)]);
    expect(outraVez.json().resultados[0]).toMatchObject({ importadas: 0, duplicadas: 2 });
    expect(await orcamentoNaBase(e.id, e.lojaId, 2027)).toEqual(primeiro);

    const novo = { ...RENDA, meses: Array(12).fill(-160_000) };
    const outro = await enviar(e, e.lojaId, 2027, [ficheiro(await gerarModeloOrcamento(2027, [novo]))]);
    expect(outro.json().resultados[0]).toMatchObject({ importadas: 1, duplicadas: 0 });
    expect(await orcamentoNaBase(e.id, e.lojaId, 2027)).toEqual(
      esperadas(novo, Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, -36_800]))),
    );
    expect(await orcamentoNaBase(e.id, e.loja2, 2027)).toHaveLength(14);
    expect(await orcamentoNaBase(e.id, e.lojaId, 2028)).toHaveLength(12);
  });

  it('um ficheiro com linhas erradas não importa nada e diz a linha e a coluna', async () => {
    const e = await empresa();
    await enviar(e, e.lojaId, 2027, [ficheiro(await gerarModeloOrcamento(2027, [RENDA]))]);
    const antes = await orcamentoNaBase(e.id, e.lojaId, 2027);
    const errada = { ...VENDAS, subcategoria_A: 'TSU' };
    const res = await enviar(e, e.lojaId, 2027, [
      ficheiro(await gerarModeloOrcamento(2027, [VENDAS, errada])),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'O orçamento não foi importado: 1 linha tem erros. Corrija-as e importe de novo o ficheiro.',
      resultados: [
        {
          ficheiro: 'orcamento.xlsx',
          tipo: 'orcamento',
          formato: 'Modelo do Orçamento Anual (XLSX)',
          importadas: 0,
          duplicadas: 0,
          atualizadas: 0,
          recusadas: 1,
          problemas: [
            {
              linha: 5,
              motivo:
                "Coluna \"Subcategoria A\": A Subcategoria A 'TSU' não pertence à Categoria A 'Vendas e serviços prestados'.",
            },
          ],
        },
      ],
    });
    expect(await orcamentoNaBase(e.id, e.lojaId, 2027)).toEqual(antes);
  });

  it('recusa o ficheiro de outro ano, anos fora do intervalo e pedidos incompletos', async () => {
    const e = await empresa();
    const bytes = await gerarModeloOrcamento(2027, [RENDA]);
    const outroAno = await enviar(e, e.lojaId, 2028, [ficheiro(bytes)]);
    expect([outroAno.statusCode, outroAno.json().message]).toEqual([
      400,
      '"orcamento.xlsx" é o orçamento de 2027 (célula B1), mas escolheu o ano 2028. Escolha 2027 ou corrija o ano no ficheiro.',
    ]);
    const longe = await enviar(e, e.lojaId, 2037, [ficheiro(await gerarModeloOrcamento(2037, [RENDA]))]);
    expect(longe.json().message).toBe('O ano do orçamento deve estar entre 2021 e 2036.');
    for (const ano of ['undefined', 'abc']) {
      const r = await enviar(e, e.lojaId, ano, [ficheiro(bytes)]);
      expect([r.statusCode, r.json().message]).toEqual([
        400,
        'Por favor, selecione o arquivo, o ano e a loja.',
      ]);
    }
    const semFicheiro = await enviar(e, e.lojaId, 2027, []);
    expect([semFicheiro.statusCode, semFicheiro.json().message]).toEqual([
      400,
      'Por favor, selecione o arquivo, o ano e a loja.',
    ]);
    const produtos = await enviar(e, e.lojaId, 2027, [ficheiro(await gerarModeloProdutos(2027))]);
    expect([produtos.statusCode, produtos.json().message]).toEqual([
      400,
      '"orcamento.xlsx": O ficheiro é o modelo dos Produtos Mensais, não o modelo do Orçamento Anual: importe-o em "Importar Produtos de Vendas".',
    ]);
    const vazio = await enviar(e, e.lojaId, 2027, [
      ficheiro(await gerarModeloOrcamento(2027, [SEM_VALORES])),
    ]);
    expect(vazio.statusCode).toBe(400);
    expect(await orcamentoNaBase(e.id, e.lojaId, 2027)).toEqual([]);
    const { rows } = await t.pool.query('select count(*)::int as n from importacoes where empresa_id = $1', [
      e.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('a loja de outra empresa: 404; um leitor: 403', async () => {
    const e = await empresa();
    const outra = await empresa();
    const bytes = await gerarModeloOrcamento(2027, [RENDA]);
    expect((await enviar(e, outra.lojaId, 2027, [ficheiro(bytes)])).statusCode).toBe(404);
    expect((await enviar(e, e.lojaId, 2027, [ficheiro(bytes)], u.leitor)).statusCode).toBe(403);
    expect(await orcamentoNaBase(outra.id, outra.lojaId, 2027)).toEqual([]);
  });
});

describe('GET /get/orcamento-planilhas/data/:empresaId', () => {
  it('um grupo por loja e ano, com as linhas do orçamento em euros, para qualquer papel', async () => {
    const e = await empresa();
    await enviar(e, e.lojaId, 2027, [
      ficheiro(await gerarModeloOrcamento(2027, [RENDA, VENDAS]), 'baixa-2027.xlsx'),
    ]);
    await enviar(e, e.loja2, 2026, [ficheiro(await gerarModeloOrcamento(2026, [VENDAS]))]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/orcamento-planilhas/data/${e.id}`,
      headers: u.leitor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const grupos = res.json();
    expect(
      grupos.map((g: { _id: string; ano: number; loja: unknown; linhas: unknown[] }) => [
        g.loja,
        g.ano,
        g.linhas.length,
      ]),
    ).toEqual([
      [{ _id: e.lojaId, nome: 'Baixa' }, 2027, 14],
      [{ _id: e.loja2, nome: 'Foz' }, 2026, 2],
    ]);
    expect(grupos[0].importacao).toEqual({
      _id: expect.any(String),
      ficheiro: 'baixa-2027.xlsx',
      importadoEm: expect.any(String),
    });
    expect(grupos[0].linhas[0]).toEqual({
      _id: expect.any(String),
      loja: e.lojaId,
      ano: 2027,
      mes: 1,
      fatura: {
        nif: '500100144',
        emitente: 'Senhorio, Lda',
        numeroFatura: null,
        dataEmissao: '2027-01-01',
        baseTributavel: -1500,
        iva: -345,
        total: -1845,
      },
      extrato: { descricao: null, dataMovimento: '2027-01-01', valor: -1845, tipoMovimento: 'Saída' },
      dataPagamento: '2027-01-01',
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Rendas e alugueres',
      centroCusto_A: 'Loja',
      categoria_B: 'Fluxos de caixa das actividades operacionais',
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Pagamentos a fornecedores',
      subrubrica_B: 'Renda mensal',
      tipologia: 'Empresa',
      gasto: 'Fixo',
      taxaIva: 23,
      cash_flow: 'Sim',
      unid_negocio: { _id: e.lojaId, nome: 'Baixa' },
    });
    expect(grupos[0].linhas[12]).toMatchObject({
      mes: 1,
      fatura: { baseTributavel: 10000.5, iva: 1300.07, total: 11300.57 },
      cash_flow: 'Não',
    });

    const filtrado = await t.app.inject({
      method: 'GET',
      url: `/get/orcamento-planilhas/data/${e.id}?ano=2026&lojaId=${e.loja2}`,
      headers: u.leitor.auth,
    });
    expect(filtrado.json().map((g: { ano: number }) => g.ano)).toEqual([2026]);
    const nenhum = await t.app.inject({
      method: 'GET',
      url: `/get/orcamento-planilhas/data/${e.id}?ano=2030`,
      headers: u.leitor.auth,
    });
    expect(nenhum.json()).toEqual([]);
  });

  it('uma loja de outra empresa no filtro: 404; ano inválido: 400; de fora: 404', async () => {
    const e = await empresa();
    const outra = await empresa();
    const url = `/get/orcamento-planilhas/data/${e.id}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?lojaId=${outra.lojaId}`, headers: u.leitor.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?lojaId=x`, headers: u.leitor.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?ano=dois`, headers: u.leitor.auth })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: u.outsider.auth })).statusCode).toBe(404);
  });
});
