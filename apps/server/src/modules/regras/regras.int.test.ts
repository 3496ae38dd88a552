import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
} from '@contas/core/gerador';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['admin', 'editor', 'leitor'] as const) u[papel] = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

// The same documents in every test's company: each test's companies go when it ends.
const criadas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [criadas.splice(0)]);
});

async function empresa() {
  const e = await criarEmpresaDeTeste(t, {
    nome: 'Café Regras, Lda',
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Loja Centro'],
  });
  criadas.push(e.id);
  return e;
}

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const EDP = { nifEmitente: '503504564', nomeEmitente: 'EDP Comercial - Comercialização de Energia, S.A.' };
const MOAGEM = { nifEmitente: nif('59811111'), nomeEmitente: 'Moagem do Vale, Lda' };
const OFICINA = { nifEmitente: nif('59822222'), nomeEmitente: 'Oficina Exemplo, Lda' };
const documento = (
  emitente: Pick<DocumentoEfatura, 'nifEmitente' | 'nomeEmitente'>,
  numero: string,
  data: string,
  baseCents: number,
): DocumentoEfatura => ({
  ...emitente,
  numero,
  atcud: `ATCUD${numero.replace(/\W/g, '')}-1`,
  tipo: 'Fatura',
  data,
  baseCents,
  ivaCents: Math.round(baseCents * 0.23),
  situacao: 'Registado',
});

const compras = escreverEfaturaAdquirente(
  [
    documento(EDP, 'FT 2026/101', '2026-01-10', 10_000),
    documento(MOAGEM, 'FT MV2026/7', '2026-01-12', 40_000),
    documento(OFICINA, 'FT OF2026/3', '2026-01-15', 15_000),
  ],
  'A',
);
const vendas = escreverEfaturaEmitente(
  [
    {
      nifAdquirente: nif('50733333'),
      numero: 'FT A2026/1',
      atcud: 'DDDD4444-1',
      tipo: 'Fatura',
      data: '2026-01-12',
      baseCents: 50_000,
      ivaCents: 6_500,
      situacao: 'Registado',
    },
  ],
  'B',
);
const extrato = escreverExtratoCgd({
  conta: '0574000000777',
  saldoInicialCents: 1_000_000,
  dataInicio: '2026-01-01',
  dataFim: '2026-01-31',
  dataExportacao: '2026-02-01',
  linhas: [
    { data: '2026-01-12', descricao: 'TPA VENDAS 1234567', valorCents: 150_000 },
    { data: '2026-01-20', descricao: 'TRF P/O MOAGEM DO VALE', valorCents: -49_200 },
    { data: '2026-01-28', descricao: 'PAG ORDENADOS 01/2026', valorCents: -300_000 },
    { data: '2026-01-29', descricao: 'TRF P/O DESCONHECIDO', valorCents: -1_000 },
  ],
});

async function importar(
  empresaId: string,
  partes: Array<{ campo: string; nome: string; bytes: Uint8Array }>,
) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    ...partes,
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    headers: { ...headers, ...u.editor.auth },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().resultados as Array<{ categorizadas: number }>;
}

type Linha = {
  id: string;
  categoria_a: string;
  subcategoria_a: string;
  gasto: string;
  categoria_b: string;
  rubrica_b: string;
  categorizacao_auto: { origem: string; regra?: { origem: string; _id: string } } | null;
};
async function linhas(empresaId: string): Promise<Map<string, Linha>> {
  const { rows } = await t.pool.query<Linha & { chave: string }>(
    `select coalesce(numero_fatura, extrato_descricao) as chave, id, categoria_a, subcategoria_a, gasto, categoria_b,
            rubrica_b, categorizacao_auto
     from planilha where empresa_id = $1`,
    [empresaId],
  );
  return new Map(rows.map(({ chave, ...l }) => [chave, l]));
}
const resumo = (l: Linha | undefined) =>
  `${l?.categoria_a} / ${l?.subcategoria_a} / ${l?.gasto} | ${l?.rubrica_b}`;

const pedido = (quem: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: quem.auth, ...(payload ? { payload } : {}) });

const REGRA_MOAGEM = {
  campo: 'texto',
  texto: 'Moagem do Vale',
  categoria_A: 'Compras',
  subcategoria_A: 'Matéria Prima',
  gasto: 'Variável',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
};

describe('the rules of a company', () => {
  it('are created, listed by precedence, changed and deleted by editors; leitores only read', async () => {
    const e = await empresa();
    const base = `/api/regras/${e.id}`;
    const criada = await pedido(u.editor, 'POST', base, REGRA_MOAGEM);
    expect(criada.statusCode, criada.body).toBe(201);
    const nifRegra = await pedido(u.admin, 'POST', base, {
      campo: 'nif',
      texto: OFICINA.nifEmitente,
      sinal: 'saida',
      valorMinimo: 10.5,
      valorMaximo: 500,
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Conservação e reparação',
      gasto: 'Fixo',
    });
    expect(nifRegra.json()).toMatchObject({
      campo: 'nif',
      sinal: 'saida',
      valorMinimo: 10.5,
      valorMaximo: 500,
      categoria_B: 'Sem Categoria B',
      subcategoria_B: 'Sem Subcategoria B',
      rubrica_B: 'Sem Rúbrica B',
    });
    expect((await pedido(u.leitor, 'POST', base, REGRA_MOAGEM)).statusCode).toBe(403);

    const lista = await pedido(u.leitor, 'GET', `/get/regras/${e.id}`);
    expect(lista.statusCode).toBe(200);
    // The NIF rule is the more specific: it comes first.
    expect(lista.json().regras.map((r: { texto: string }) => r.texto)).toEqual([
      OFICINA.nifEmitente,
      'Moagem do Vale',
    ]);
    expect(lista.json().base.find((r: { _id: string }) => r._id === 'electricidade')).toMatchObject({
      ativa: true,
      subcategoria_A: 'Electricidade',
    });

    const id = criada.json()._id;
    const mudada = await pedido(u.editor, 'PUT', `/put/regras/${e.id}/${id}`, {
      ...REGRA_MOAGEM,
      texto: 'Moagem',
      subcategoria_A: 'Mercadoria',
    });
    expect(mudada.json()).toMatchObject({ _id: id, texto: 'Moagem', subcategoria_A: 'Mercadoria' });
    expect((await pedido(u.leitor, 'DELETE', `/delete/regras/${e.id}/${id}`)).statusCode).toBe(403);
    expect((await pedido(u.editor, 'DELETE', `/delete/regras/${e.id}/${id}`)).json()).toEqual({
      message: 'Regra eliminada.',
    });
    expect((await pedido(u.editor, 'DELETE', `/delete/regras/${e.id}/${id}`)).json()).toEqual({
      message: 'Regra não encontrada.',
    });
  });

  it('refuses a combination the taxonomy does not accept, naming the field, in Portuguese', async () => {
    const e = await empresa();
    const res = await pedido(u.editor, 'POST', `/api/regras/${e.id}`, {
      ...REGRA_MOAGEM,
      subcategoria_A: 'Electricidade',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      "A Subcategoria A 'Electricidade' não pertence à Categoria A 'Compras'.",
    );
    const semCategoria = await pedido(u.editor, 'POST', `/api/regras/${e.id}`, {
      campo: 'texto',
      texto: 'EDP',
    });
    expect(semCategoria.json().message).toContain('A regra tem de definir a Categoria A ou a Categoria B.');
    const nifCurto = await pedido(u.editor, 'POST', `/api/regras/${e.id}`, {
      ...REGRA_MOAGEM,
      campo: 'nif',
      texto: '123',
    });
    expect(nifCurto.json().message).toContain('O NIF deve conter exatamente 9 números.');
  });

  it("answers 404 for another company's rule, whatever the caller's role there", async () => {
    const [a, b] = [await empresa(), await empresa()];
    const deB = (await pedido(u.editor, 'POST', `/api/regras/${b.id}`, REGRA_MOAGEM)).json()._id;
    expect((await pedido(u.editor, 'PUT', `/put/regras/${a.id}/${deB}`, REGRA_MOAGEM)).statusCode).toBe(404);
    expect((await pedido(u.editor, 'DELETE', `/delete/regras/${a.id}/${deB}`)).statusCode).toBe(404);
    expect((await pedido(u.editor, 'GET', `/get/regras/${b.id}`)).json().regras).toHaveLength(1);
  });
});

describe('on import', () => {
  it('classifies a new company’s rows by the starter set, its own rules first, and never its sales as costs', async () => {
    const e = await empresa();
    await pedido(u.editor, 'POST', `/api/regras/${e.id}`, REGRA_MOAGEM);
    const [faturas, emitidas, banco] = await importar(e.id, [
      { campo: 'efatura', nome: 'compras.csv', bytes: compras },
      { campo: 'efatura', nome: 'vendas.csv', bytes: vendas },
      { campo: 'extrato', nome: 'cgd.csv', bytes: extrato },
    ]);
    expect([faturas?.categorizadas, emitidas?.categorizadas, banco?.categorizadas]).toEqual([2, 1, 3]);
    const l = await linhas(e.id);
    expect(resumo(l.get('FT 2026/101'))).toBe(
      'Fornecimentos e serviços externos / Electricidade / Fixo | Pagamentos a fornecedores',
    );
    expect(l.get('FT 2026/101')?.categorizacao_auto).toMatchObject({
      origem: 'regra',
      regra: { origem: 'base', _id: 'electricidade' },
    });
    expect(resumo(l.get('FT MV2026/7'))).toBe(
      'Compras / Matéria Prima / Variável | Pagamentos a fornecedores',
    );
    expect(l.get('FT MV2026/7')?.categorizacao_auto?.regra?.origem).toBe('empresa');
    expect(resumo(l.get('TRF P/O MOAGEM DO VALE'))).toBe(
      'Compras / Matéria Prima / Variável | Pagamentos a fornecedores',
    );
    expect(resumo(l.get('FT A2026/1'))).toBe(
      'Vendas e serviços prestados / Venda de Produtos / N/A | Recebimentos de clientes',
    );
    expect(resumo(l.get('TPA VENDAS 1234567'))).toBe(
      'Vendas e serviços prestados / Venda de Produtos / N/A | Recebimentos de clientes',
    );
    expect(resumo(l.get('PAG ORDENADOS 01/2026'))).toBe(
      'Gastos com o pessoal / Vencimento Líquido / Fixo | Pagamentos ao pessoal',
    );
    for (const semRegra of ['FT OF2026/3', 'TRF P/O DESCONHECIDO'])
      expect(l.get(semRegra)).toMatchObject({ categoria_a: 'Sem Categoria A', categorizacao_auto: null });
    const historico = await t.pool.query(
      "select acao, depois -> 'regra' ->> '_id' as regra from planilha_historico where planilha_id = $1",
      [l.get('FT 2026/101')?.id],
    );
    expect(historico.rows).toEqual([{ acao: 'categorizacao-automatica', regra: 'electricidade' }]);
  });

  it('lets the company’s history come before the starter set, and a turned-off starter rule do nothing', async () => {
    const e = await empresa();
    await importar(e.id, [{ campo: 'efatura', nome: 'compras.csv', bytes: compras }]);
    // A person says EDP is, for this company, a rent (a shop inside a building the supplier owns).
    const edp = (await linhas(e.id)).get('FT 2026/101');
    const edicao = await pedido(u.editor, 'PUT', `/put/planilha/${edp?.id}`, {
      mudancas: { subcategoria_A: 'Rendas e alugueres' },
    });
    expect(edicao.statusCode, edicao.body).toBe(200);
    const desligar = await pedido(u.editor, 'PUT', `/put/regras-base/${e.id}/ordenados`, { ativa: false });
    expect(desligar.json().base.find((r: { _id: string }) => r._id === 'ordenados').ativa).toBe(false);
    expect(
      (await pedido(u.leitor, 'PUT', `/put/regras-base/${e.id}/ordenados`, { ativa: true })).statusCode,
    ).toBe(403);
    expect(
      (await pedido(u.editor, 'PUT', `/put/regras-base/${e.id}/inventada`, { ativa: true })).statusCode,
    ).toBe(404);

    const fevereiro = escreverEfaturaAdquirente([documento(EDP, 'FT 2026/150', '2026-02-10', 12_000)], 'A');
    await importar(e.id, [
      { campo: 'efatura', nome: 'fevereiro.csv', bytes: fevereiro },
      { campo: 'extrato', nome: 'cgd.csv', bytes: extrato },
    ]);
    const l = await linhas(e.id);
    expect(l.get('FT 2026/150')).toMatchObject({
      subcategoria_a: 'Rendas e alugueres',
      categorizacao_auto: { origem: 'nif' },
    });
    expect(l.get('PAG ORDENADOS 01/2026')?.categoria_a).toBe('Sem Categoria A');
  });
});

describe("'Aplicar às linhas por classificar'", () => {
  it('counts first, then classifies only what is still to classify, each row with its history as an edit', async () => {
    const e = await empresa();
    await importar(e.id, [
      { campo: 'efatura', nome: 'compras.csv', bytes: compras },
      { campo: 'extrato', nome: 'cgd.csv', bytes: extrato },
    ]);
    const oficina = (await linhas(e.id)).get('FT OF2026/3');
    // A person set the cash-flow half: the rule fills only Categoria A.
    await pedido(u.editor, 'PUT', `/put/planilha/${oficina?.id}`, {
      mudancas: {
        categoria_B: 'Fluxos de caixa das actividades operacionais',
        subcategoria_B: 'Não Aplicável',
        rubrica_B: 'Outros recebimentos/pagamentos',
      },
    });
    const regra = {
      campo: 'emitente',
      texto: 'Oficina Exemplo',
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Conservação e reparação',
      gasto: 'Fixo',
      categoria_B: 'Fluxos de caixa das actividades operacionais',
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Pagamentos a fornecedores',
    };
    const criada = (await pedido(u.editor, 'POST', `/api/regras/${e.id}`, regra)).json();
    await pedido(u.editor, 'POST', `/api/regras/${e.id}`, { ...REGRA_MOAGEM, texto: 'moagem do vale' });

    expect((await pedido(u.leitor, 'GET', `/get/regras/${e.id}/por-classificar`)).statusCode).toBe(403);
    const previsao = (await pedido(u.editor, 'GET', `/get/regras/${e.id}/por-classificar`)).json();
    // Still without a category: the moagem invoice and its payment, the workshop (A only) and the unknown transfer.
    expect(previsao).toEqual({
      porClassificar: 4,
      linhas: 3,
      porRegra: [
        {
          origem: 'empresa',
          _id: expect.any(String),
          descricao: 'Emitente ou descritivo contém «moagem do vale»',
          linhas: 2,
        },
        { origem: 'empresa', _id: criada._id, descricao: 'Emitente contém «Oficina Exemplo»', linhas: 1 },
      ],
    });

    expect((await pedido(u.leitor, 'POST', `/api/regras/${e.id}/aplicar`)).statusCode).toBe(403);
    const aplicar = await pedido(u.editor, 'POST', `/api/regras/${e.id}/aplicar`);
    expect(aplicar.json()).toEqual({ message: '3 linhas classificadas.', linhas: 3 });
    const l = await linhas(e.id);
    expect(resumo(l.get('FT OF2026/3'))).toBe(
      'Fornecimentos e serviços externos / Conservação e reparação / Fixo | Outros recebimentos/pagamentos',
    );
    const historico = await t.pool.query(
      'select acao, campo, antes, depois, user_id from planilha_historico where planilha_id = $1 and acao = $2 order by campo',
      [oficina?.id, 'editar'],
    );
    const doAplicar = historico.rows.filter((h) =>
      ['categoria_A', 'subcategoria_A', 'gasto'].includes(h.campo),
    );
    expect(doAplicar).toEqual([
      {
        acao: 'editar',
        campo: 'categoria_A',
        antes: 'Sem Categoria A',
        depois: 'Fornecimentos e serviços externos',
        user_id: u.editor.id,
      },
      { acao: 'editar', campo: 'gasto', antes: 'N/A', depois: 'Fixo', user_id: u.editor.id },
      {
        acao: 'editar',
        campo: 'subcategoria_A',
        antes: 'Sem Subcategoria A',
        depois: 'Conservação e reparação',
        user_id: u.editor.id,
      },
    ]);
    expect((await pedido(u.editor, 'GET', `/get/regras/${e.id}/por-classificar`)).json()).toMatchObject({
      porClassificar: 1,
      linhas: 0,
    });
  });
});

describe('a rule from a classified row', () => {
  it('offers the row’s NIF and classification, or its bank text; not for another company’s row', async () => {
    const [e, outra] = [await empresa(), await empresa()];
    await importar(e.id, [
      { campo: 'efatura', nome: 'compras.csv', bytes: compras },
      { campo: 'extrato', nome: 'cgd.csv', bytes: extrato },
    ]);
    const l = await linhas(e.id);
    const daFatura = await pedido(
      u.editor,
      'GET',
      `/get/regras/${e.id}/da-linha/${l.get('FT 2026/101')?.id}`,
    );
    expect(daFatura.json()).toMatchObject({
      campo: 'nif',
      texto: '503504564',
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Electricidade',
      linha: { emitente: '503504564 - EDP Comercial - Comercialização de Energia, S.A.' },
    });
    const doBanco = await pedido(
      u.editor,
      'GET',
      `/get/regras/${e.id}/da-linha/${l.get('PAG ORDENADOS 01/2026')?.id}`,
    );
    expect(doBanco.json()).toMatchObject({
      campo: 'descritivo',
      texto: 'ORDENADOS',
      subcategoria_A: 'Vencimento Líquido',
    });
    const porClassificar = await pedido(
      u.editor,
      'GET',
      `/get/regras/${e.id}/da-linha/${l.get('FT OF2026/3')?.id}`,
    );
    expect(porClassificar.statusCode).toBe(409);
    const alheia = await pedido(
      u.editor,
      'GET',
      `/get/regras/${outra.id}/da-linha/${l.get('FT 2026/101')?.id}`,
    );
    expect(alheia.statusCode).toBe(404);
  });
});
