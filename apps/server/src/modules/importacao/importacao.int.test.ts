import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  type Extrato,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
} from '@contas/core/gerador';
import { EFATURA_NAO_RECONHECIDA, EXTRATO_NAO_RECONHECIDO } from '@contas/core/importers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['admin', 'editor', 'leitor', 'outsider'] as const) u[papel] = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const LUZ = { nifEmitente: nif('50711111'), nomeEmitente: 'Luz Exemplo - Energia, S.A.' };
const CAFE = { nifEmitente: nif('50722222'), nomeEmitente: 'Café Grão Exemplo, Lda' };
const CLIENTE = nif('50733333');

const d1: DocumentoEfatura = {
  ...LUZ,
  numero: 'FT LX2026/10',
  atcud: 'AAAA1111-10',
  tipo: 'Fatura',
  data: '2026-01-10',
  baseCents: 10_000,
  ivaCents: 2_300,
  situacao: 'Registado',
};
const d2: DocumentoEfatura = {
  ...CAFE,
  numero: 'FT CG2026/5',
  atcud: 'BBBB2222-5',
  tipo: 'Fatura',
  data: '2026-01-15',
  baseCents: 20_000,
  ivaCents: 4_600,
  situacao: 'Registado',
};
const d3: DocumentoEfatura = {
  ...CAFE,
  numero: 'NC CG2026/2',
  atcud: 'CCCC3333-2',
  tipo: 'Nota de crédito',
  data: '2026-01-20',
  baseCents: 1_000,
  ivaCents: 230,
  situacao: 'Registado',
};
const d4: DocumentoEfatura = { ...d1, numero: 'FT LX2026/11', atcud: 'AAAA1111-11', data: '2026-02-10' };
const ANULADO = 'Documento Anulado pelo Emitente';

const comprasJanJun = escreverEfaturaAdquirente([d1, d2, d3], 'A');
const comprasSobreposto = escreverEfaturaAdquirente([d2, { ...d3, situacao: ANULADO }, d4], 'B');
const vendas = escreverEfaturaEmitente(
  [
    {
      nifAdquirente: CLIENTE,
      numero: 'FT A2026/1',
      atcud: 'DDDD4444-1',
      tipo: 'Fatura',
      data: '2026-01-12',
      baseCents: 50_000,
      ivaCents: 6_500,
      situacao: 'Registado',
    },
    {
      nifAdquirente: CLIENTE,
      numero: 'NC A2026/1',
      atcud: 'EEEE5555-1',
      tipo: 'Nota de crédito',
      data: '2026-01-20',
      baseCents: 5_000,
      ivaCents: 650,
      situacao: 'Registado',
    },
  ],
  'B',
);
const extratoCgd: Extrato = {
  conta: '0574000000001',
  saldoInicialCents: 1_000_000,
  dataInicio: '2026-01-01',
  dataFim: '2026-01-31',
  dataExportacao: '2026-02-01',
  linhas: [
    { data: '2026-01-12', descricao: 'TPA VENDAS 1234567', valorCents: 150_000 },
    { data: '2026-01-20', descricao: 'TRF P/O LUZ EXEMPLO', valorCents: -12_300 },
    { data: '2026-01-25', descricao: 'COMPRA 4821 SUPERMERCADO BOM', valorCents: -4_599 },
    { data: '2026-01-28', descricao: 'PAG ORDENADOS 01/2026', valorCents: -300_000 },
  ],
};
const cgd = escreverExtratoCgd(extratoCgd);
let millennium: Uint8Array;
beforeAll(async () => {
  millennium = await escreverExtratoMillennium({
    conta: '0000012345678',
    saldoInicialCents: 200_000,
    dataInicio: '2026-01-01',
    dataFim: '2026-01-31',
    dataExportacao: '2026-02-01',
    linhas: [
      { data: '2026-01-05', descricao: 'JUROS EMPRESTIMO 555', valorCents: -5_000 },
      { data: '2026-01-15', descricao: 'TRF DE CLIENTE EXEMPLO', valorCents: 56_500 },
    ],
  });
});

const efatura = (nome: string, bytes: Uint8Array): ParteMultipart => ({ campo: 'efatura', nome, bytes });
const extrato = (nome: string, bytes: Uint8Array): ParteMultipart => ({ campo: 'extrato', nome, bytes });
const TIPO: ParteMultipart = { campo: 'tipoUpload', valor: 'upload-efatura-extrato' };

/**
 * Every test's company imports the same documents, which in real life belong to one company only (a file
 * already in another company is refused): each test's companies go when it ends.
 */
const criadas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [criadas.splice(0)]);
});

async function empresa(nome = 'Importadora Exemplo, Lda') {
  const { id, nif, lojaIds } = await criarEmpresaDeTeste(t, {
    nome,
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Loja 1', 'Loja 2'],
  });
  criadas.push(id);
  return { id, nif, nome, lojaId: lojaIds[0] as string };
}

/**
 * An upload. Every test company imports the same statements, so their accounts already belong to another
 * company: confirmed here (the guard has a test of its own).
 */
function enviar(
  empresaId: string,
  partes: readonly ParteMultipart[],
  quem: TestUser = u.editor,
  confirmarContas = true,
) {
  const { payload, headers } = multipart(
    confirmarContas ? [{ campo: 'confirmarContas', valor: 'sim' }, ...partes] : partes,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

async function contar(empresaId: string) {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from planilha where empresa_id = $1) as planilha,
            (select count(*)::int from movimentos where empresa_id = $1) as movimentos,
            (select count(*)::int from importacoes where empresa_id = $1) as importacoes,
            (select count(*)::int from extratos_saldos where empresa_id = $1) as saldos`,
    [empresaId],
  );
  return rows[0] as { planilha: number; movimentos: number; importacoes: number; saldos: number };
}

const linhaPorNumero = async (empresaId: string, numero: string) =>
  (
    await t.pool.query('select * from planilha where empresa_id = $1 and numero_fatura = $2', [
      empresaId,
      numero,
    ])
  ).rows[0];

const todosOsFicheiros = () => [
  TIPO,
  efatura('compras.csv', comprasJanJun),
  efatura('vendas.csv', vendas),
  extrato('cgd.csv', cgd),
  extrato('millennium.xlsx', millennium),
];

describe('POST /api/upload/:empresaId', () => {
  it('imports e-fatura and statements in one go: counts, signs, issuer view, first store, balances', async () => {
    const e = await empresa();
    const res = await enviar(e.id, todosOsFicheiros());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Importamento concluído!');
    expect(
      body.resultados.map((r: Record<string, unknown>) => [
        r.ficheiro,
        r.tipo,
        r.formato,
        r.importadas,
        r.duplicadas,
        r.atualizadas,
        r.recusadas,
      ]),
    ).toEqual([
      ['compras.csv', 'efatura', 'e-fatura, faturas de aquisição (CSV)', 3, 0, 0, 0],
      ['vendas.csv', 'efatura', 'e-fatura, faturas emitidas (CSV)', 2, 0, 0, 0],
      ['cgd.csv', 'extrato', 'Caixa Geral de Depósitos (CSV)', 4, 0, 0, 0],
      ['millennium.xlsx', 'extrato', 'Millennium BCP (XLSX)', 2, 0, 0, 0],
    ]);
    expect(body.resultados[0].problemas).toEqual([]);

    // Purchases are expenses (−), their credit notes come back (+); sales the other way round.
    expect(await linhaPorNumero(e.id, 'FT LX2026/10')).toMatchObject({
      lado: 'compra',
      nif: LUZ.nifEmitente,
      emitente: `${LUZ.nifEmitente} - Luz Exemplo - Energia, S.A.`,
      nif_adquirente: null,
      atcud: 'AAAA1111-10',
      tipo_documento: 'Fatura',
      situacao: 'Registado',
      anulado: false,
      data_emissao: '2026-01-10',
      base_cents: -10_000,
      iva_cents: -2_300,
      total_cents: -12_300,
      loja_id: e.lojaId,
      status_correspondencia: 'Pendente',
      importacao_id: body.resultados[0]._id,
      criada_manualmente: false,
    });
    expect(await linhaPorNumero(e.id, 'NC CG2026/2')).toMatchObject({
      base_cents: 1_000,
      iva_cents: 230,
      total_cents: 1_230,
    });
    expect(await linhaPorNumero(e.id, 'FT A2026/1')).toMatchObject({
      lado: 'venda',
      nif: e.nif,
      emitente: `${e.nif} - ${e.nome}`,
      nif_adquirente: CLIENTE,
      total_cents: 56_500,
      base_cents: 50_000,
      importacao_id: body.resultados[1]._id,
    });
    expect((await linhaPorNumero(e.id, 'NC A2026/1')).total_cents).toBe(-5_650);

    const extratos = await t.pool.query(
      `select p.extrato_descricao, p.extrato_valor_cents, p.tipo_movimento, p.status_correspondencia, p.loja_id,
              p.importacao_id, m.conta, m.banco
       from planilha p join movimentos m on m.id = p.movimento_id
       where p.empresa_id = $1 order by p.extrato_data, p.extrato_descricao`,
      [e.id],
    );
    expect(extratos.rows.map((r) => [r.extrato_descricao, r.extrato_valor_cents, r.tipo_movimento])).toEqual([
      ['JUROS EMPRESTIMO 555', -5_000, 'Saída'],
      ['TPA VENDAS 1234567', 150_000, 'Entrada'],
      ['TRF DE CLIENTE EXEMPLO', 56_500, 'Entrada'],
      ['TRF P/O LUZ EXEMPLO', -12_300, 'Saída'],
      ['COMPRA 4821 SUPERMERCADO BOM', -4_599, 'Saída'],
      ['PAG ORDENADOS 01/2026', -300_000, 'Saída'],
    ]);
    expect(
      extratos.rows.every((r) => r.status_correspondencia === 'Sem fatura' && r.loja_id === e.lojaId),
    ).toBe(true);
    expect(extratos.rows.find((r) => r.conta === '0574000000001')?.importacao_id).toBe(
      body.resultados[2]._id,
    );

    const saldos = await t.pool.query(
      `select banco, conta, data_inicio, data_fim, saldo_inicial_cents, saldo_final_cents
       from extratos_saldos where empresa_id = $1 order by conta`,
      [e.id],
    );
    expect(saldos.rows).toEqual([
      {
        banco: 'Millennium BCP',
        conta: '0000012345678',
        data_inicio: '2026-01-01',
        data_fim: '2026-01-31',
        saldo_inicial_cents: 200_000,
        saldo_final_cents: 251_500,
      },
      {
        banco: 'Caixa Geral de Depósitos',
        conta: '0574000000001',
        data_inicio: '2026-01-01',
        data_fim: '2026-01-31',
        saldo_inicial_cents: 1_000_000,
        saldo_final_cents: 833_101,
      },
    ]);

    const lista = await t.app.inject({
      method: 'GET',
      url: `/get/importacoes/${e.id}`,
      headers: u.editor.auth,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toHaveLength(4);
    expect(lista.json()[0]).toMatchObject({
      tipo: expect.any(String),
      criadoPor: { _id: u.editor.id },
      importadas: expect.any(Number),
    });
    expect(
      lista
        .json()
        .map((i: { ficheiro: string }) => i.ficheiro)
        .sort(),
    ).toEqual(['cgd.csv', 'compras.csv', 'millennium.xlsx', 'vendas.csv'].sort());
  });

  it('importing the same files again adds nothing: every line is a duplicate', async () => {
    const e = await empresa();
    expect((await enviar(e.id, todosOsFicheiros())).statusCode).toBe(201);
    const antes = await contar(e.id);
    const res = await enviar(e.id, todosOsFicheiros());
    expect(res.statusCode).toBe(201);
    expect(
      res.json().resultados.map((r: Record<string, number>) => [r.importadas, r.duplicadas, r.atualizadas]),
    ).toEqual([
      [0, 3, 0],
      [0, 2, 0],
      [0, 4, 0],
      [0, 2, 0],
    ]);
    expect(await contar(e.id)).toEqual({ ...antes, importacoes: antes.importacoes + 4 });
  });

  it('an overlapping export adds only its new documents and updates a status that changed (annulment is final)', async () => {
    const e = await empresa();
    await enviar(e.id, [efatura('jan-jun.csv', comprasJanJun)]);
    const nota = await linhaPorNumero(e.id, 'NC CG2026/2');

    const res = await enviar(e.id, [efatura('jan-fev.csv', comprasSobreposto)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().resultados[0]).toMatchObject({
      importadas: 1,
      atualizadas: 1,
      duplicadas: 1,
      recusadas: 0,
    });
    expect(await linhaPorNumero(e.id, 'NC CG2026/2')).toMatchObject({
      id: nota.id,
      situacao: ANULADO,
      anulado: true,
      atualizado_por: u.editor.id,
    });
    expect((await linhaPorNumero(e.id, 'FT LX2026/11')).total_cents).toBe(-12_300);
    const historico = await t.pool.query(
      'select acao, campo, antes, depois, user_id from planilha_historico where planilha_id = $1',
      [nota.id],
    );
    expect(historico.rows).toEqual([
      { acao: 'importacao', campo: 'situacao', antes: 'Registado', depois: ANULADO, user_id: u.editor.id },
    ]);

    // The older export again: its 'Registado' does not bring the annulled document back.
    const outra = await enviar(e.id, [efatura('jan-jun.csv', comprasJanJun)]);
    expect(outra.json().resultados[0]).toMatchObject({ importadas: 0, atualizadas: 0, duplicadas: 3 });
    expect((await linhaPorNumero(e.id, 'NC CG2026/2')).anulado).toBe(true);
    expect((await contar(e.id)).planilha).toBe(4);
  });

  it('an export that annuls a linked document undoes the link: the bank line is a pending statement again', async () => {
    const e = await empresa();
    await enviar(e.id, [efatura('jan-jun.csv', comprasJanJun)]);
    const pagamento = escreverExtratoCgd({
      ...extratoCgd,
      conta: '0574000000009',
      linhas: [{ data: '2026-01-18', descricao: 'TRF P/O CAFE GRAO', valorCents: -24_600 }],
    });
    await enviar(e.id, [extrato('cgd.csv', pagamento)]);
    const fatura = await linhaPorNumero(e.id, 'FT CG2026/5');
    const movimento = await t.pool.query<{ id: string; linha: string }>(
      `select m.id, p.id as linha from movimentos m join planilha p on p.movimento_id = m.id
       where m.empresa_id = $1`,
      [e.id],
    );
    const { id: movimentoId, linha: linhaDoMovimento } = movimento.rows[0] as { id: string; linha: string };
    const ligada = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/associar-manualmente',
      headers: u.editor.auth,
      payload: { idPlanilha: fatura.id, idExtrato: movimentoId },
    });
    expect(ligada.statusCode, ligada.body).toBe(200);

    const anulada = escreverEfaturaAdquirente([{ ...d2, situacao: ANULADO }], 'B');
    expect((await enviar(e.id, [efatura('anulada.csv', anulada)])).statusCode).toBe(201);
    expect(await linhaPorNumero(e.id, 'FT CG2026/5')).toMatchObject({
      anulado: true,
      status_correspondencia: 'Pendente',
      extrato_valor_cents: null,
    });
    const volta = await t.pool.query('select id, extrato_valor_cents from planilha where movimento_id = $1', [
      movimentoId,
    ]);
    expect(volta.rows).toEqual([{ id: linhaDoMovimento, extrato_valor_cents: -24_600 }]);
    const historico = await t.pool.query(
      `select planilha_id, acao, campo from planilha_historico where planilha_id = any($1::uuid[]) and acao = 'desassociar'`,
      [[fatura.id, linhaDoMovimento]],
    );
    expect(historico.rows).toEqual(
      expect.arrayContaining([
        { planilha_id: fatura.id, acao: 'desassociar', campo: 'movimentos' },
        { planilha_id: linhaDoMovimento, acao: 'desassociar', campo: 'linhaDeFatura' },
      ]),
    );
  });

  it('refuses bad lines with their number and reason and imports the good ones of the same file', async () => {
    const e = await empresa();
    const cgdComErro = Buffer.from(
      [
        'Consultar saldos e movimentos à ordem - 31-01-2026',
        '',
        'Conta ;0574000000002 - EUR - Conta à ordem',
        '',
        'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
        '30-01-2026;30-01-2026;BOA LINHA ;10,00;;990,00;990,00;Diversos ;',
        '32-01-2026;31-01-2026;DATA MA ;1,00;;989,00;989,00;Diversos ;',
        '29-01-2026;29-01-2026;OUTRA BOA ;;5,00;1.000,00;1.000,00;DEPOSITO ;',
      ].join('\r\n'),
      'latin1',
    );
    const res = await enviar(e.id, [TIPO, extrato('cgd-erros.csv', cgdComErro)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().resultados[0]).toMatchObject({
      importadas: 2,
      recusadas: 1,
      problemas: [{ linha: 7, motivo: 'Data do movimento inválida: "32-01-2026".' }],
    });
    expect((await contar(e.id)).movimentos).toBe(2);
    const detalhes = await t.pool.query('select recusadas, detalhes from importacoes where empresa_id = $1', [
      e.id,
    ]);
    expect(detalhes.rows[0].recusadas).toBe(1);
    expect(detalhes.rows[0].detalhes.problemas).toEqual([
      { linha: 7, motivo: 'Data do movimento inválida: "32-01-2026".' },
    ]);
  });

  it('reads each file as what it is, whichever field it came in (several files chosen at once)', async () => {
    const e = await empresa();
    const res = await enviar(e.id, [
      TIPO,
      extrato('compras.csv', comprasJanJun),
      efatura('cgd.csv', cgd),
      efatura('millennium.xlsx', millennium),
    ]);
    expect(res.statusCode).toBe(201);
    expect(
      res.json().resultados.map((r: Record<string, unknown>) => [r.ficheiro, r.tipo, r.importadas]),
    ).toEqual([
      ['compras.csv', 'efatura', 3],
      ['cgd.csv', 'extrato', 4],
      ['millennium.xlsx', 'extrato', 2],
    ]);
    // Each bank line is also a spreadsheet row until it is matched: 3 invoices + 6 lines.
    expect(await contar(e.id)).toMatchObject({ planilha: 9, movimentos: 6, importacoes: 3 });
  });

  it('is all or nothing: a second file that cannot be read leaves nothing of the first', async () => {
    const e = await empresa();
    const res = await enviar(e.id, [
      TIPO,
      efatura('compras.csv', comprasJanJun),
      extrato('extrato.csv', Buffer.from('isto não é um extrato\n1;2;3\n')),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXTRATO_NAO_RECONHECIDO);
    expect(await contar(e.id)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0, saldos: 0 });
  });

  it.each([
    [
      'a wrong extension',
      [efatura('faturas.pdf', comprasJanJun)],
      415,
      'O ficheiro "faturas.pdf" não tem um tipo aceite. Tipos aceites: .csv, .txt, .xlsx, .xml, .ofx, .qfx.',
    ],
    [
      'content that is no e-fatura export',
      [efatura('dados.csv', Buffer.from('olá mundo\n1;2;3\n'))],
      400,
      EFATURA_NAO_RECONHECIDA,
    ],
    ['an empty file', [extrato('vazio.csv', new Uint8Array())], 400, 'O ficheiro "vazio.csv" está vazio.'],
    ['no file', [TIPO], 400, 'Selecionar pelo menos um arquivo.'],
    ['an empty file input', [efatura('', new Uint8Array())], 400, 'Selecionar pelo menos um arquivo.'],
    [
      'a file over 20 MB',
      [efatura('grande.csv', Buffer.alloc(21 * 1024 * 1024, 0x41))],
      413,
      'O ficheiro excede o limite de 20 MB.',
    ],
    [
      'more than 4 files',
      Array.from({ length: 5 }, (_, i) => efatura(`compras-${i}.csv`, comprasJanJun)),
      413,
      'No máximo 4 ficheiros por pedido.',
    ],
    [
      'another kind of upload',
      [{ campo: 'tipoUpload', valor: 'upload-orcamento' }, efatura('compras.csv', comprasJanJun)],
      400,
      'Tipo de carregamento inválido: "upload-orcamento" (esperava "upload-efatura-extrato").',
    ],
  ] as const)('refuses %s and writes nothing', async (_caso, partes, status, message) => {
    const e = await empresa();
    const res = await enviar(e.id, partes);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await contar(e.id)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0, saldos: 0 });
  });

  it('refuses a request that is not multipart', async () => {
    const e = await empresa();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${e.id}`,
      payload: { efatura: 'x' },
      headers: u.editor.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Selecionar pelo menos um arquivo.');
  });

  it('answers 404 for another company’s id (its data untouched) and 403 to a reader', async () => {
    const e = await empresa();
    await enviar(e.id, [efatura('compras.csv', comprasJanJun)]);
    const antes = await contar(e.id);
    const outsider = await enviar(e.id, todosOsFicheiros(), u.outsider);
    expect(outsider.statusCode).toBe(404);
    const leitor = await enviar(e.id, todosOsFicheiros(), u.leitor);
    expect(leitor.statusCode).toBe(403);
    expect(await contar(e.id)).toEqual(antes);
  });

  it('refuses to import into a company without stores (409)', async () => {
    const { id } = await criarEmpresaDeTeste(t, {
      nome: 'Sem Lojas, Lda',
      membros: [[u.editor, 'editor']],
      lojas: [],
    });
    const res = await enviar(id, [efatura('compras.csv', comprasJanJun)]);
    expect(res.statusCode).toBe(409);
    // The code lets the screen link to adding a store.
    expect(res.json()).toEqual({
      message: 'A empresa ainda não tem lojas: adicione uma loja antes de importar ficheiros.',
      detalhes: { codigo: 'sem-lojas' },
    });
    expect(await contar(id)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0, saldos: 0 });
  });
});

describe('auto-categorisation on import', () => {
  const COMPRAS = {
    categoria_a: 'Compras',
    subcategoria_a: 'Mercadoria',
    categoria_b: 'Fluxos de caixa das actividades operacionais',
    subcategoria_b: 'Não Aplicável',
    rubrica_b: 'Pagamentos a fornecedores',
    tipologia: 'Empresa',
    gasto: 'Variável',
  };
  const LUZ_CLASSE = {
    ...COMPRAS,
    categoria_a: 'Fornecimentos e serviços externos',
    subcategoria_a: 'Electricidade',
    gasto: 'Fixo',
  };
  const classificar = (id: string, c: typeof COMPRAS) =>
    t.pool.query(
      `update planilha set categoria_a = $2, subcategoria_a = $3, categoria_b = $4, subcategoria_b = $5,
         rubrica_b = $6, tipologia = $7, gasto = $8 where id = $1`,
      [
        id,
        c.categoria_a,
        c.subcategoria_a,
        c.categoria_b,
        c.subcategoria_b,
        c.rubrica_b,
        c.tipologia,
        c.gasto,
      ],
    );
  const campos = (c: typeof COMPRAS) => ({
    categoria_A: c.categoria_a,
    subcategoria_A: c.subcategoria_a,
    categoria_B: c.categoria_b,
    subcategoria_B: c.subcategoria_b,
    rubrica_B: c.rubrica_b,
    tipologia: c.tipologia,
    gasto: c.gasto,
  });

  it('gives a new row what the company chose before for its NIF or its description, shows it, and undoes it', async () => {
    const e = await empresa();
    await enviar(e.id, [efatura('compras.csv', comprasJanJun), extrato('cgd.csv', cgd)]);
    const luz = await linhaPorNumero(e.id, 'FT LX2026/10');
    await classificar(luz.id, LUZ_CLASSE);
    const supermercado = (
      await t.pool.query(
        "select id from planilha where empresa_id = $1 and extrato_descricao like 'COMPRA 4821%'",
        [e.id],
      )
    ).rows[0];
    await classificar(supermercado.id, COMPRAS);

    const fevereiro = escreverExtratoCgd({
      ...extratoCgd,
      dataInicio: '2026-02-01',
      dataFim: '2026-02-28',
      linhas: [
        { data: '2026-02-03', descricao: 'COMPRA 9912 SUPERMERCADO BOM', valorCents: -2_150 },
        { data: '2026-02-04', descricao: 'TRF P/O DESCONHECIDO', valorCents: -1_000 },
      ],
    });
    const res = await enviar(e.id, [
      efatura('fevereiro.csv', comprasSobreposto),
      extrato('cgd-fev.csv', fevereiro),
    ]);
    expect(res.statusCode).toBe(201);
    const [faturas, movimentos] = res.json().resultados;
    expect([faturas.categorizadas, movimentos.categorizadas]).toEqual([1, 1]);

    const nova = await linhaPorNumero(e.id, 'FT LX2026/11');
    expect(nova).toMatchObject({
      ...LUZ_CLASSE,
      categorizacao_auto: { origem: 'nif', linhaOrigem: luz.id, campos: campos(LUZ_CLASSE) },
    });
    const novaLinha = (
      await t.pool.query(
        "select * from planilha where empresa_id = $1 and extrato_descricao like 'COMPRA 9912%'",
        [e.id],
      )
    ).rows[0];
    expect(novaLinha).toMatchObject({
      ...COMPRAS,
      categorizacao_auto: { origem: 'descricao', linhaOrigem: supermercado.id, campos: campos(COMPRAS) },
    });
    // Existing rows and rows with nothing to learn from stay as they were.
    expect((await linhaPorNumero(e.id, 'FT CG2026/5')).categoria_a).toBe('Sem Categoria A');
    const desconhecido = (
      await t.pool.query(
        "select * from planilha where empresa_id = $1 and extrato_descricao = 'TRF P/O DESCONHECIDO'",
        [e.id],
      )
    ).rows[0];
    expect(desconhecido).toMatchObject({ categoria_a: 'Sem Categoria A', categorizacao_auto: null });

    const lista = (
      await t.app.inject({ method: 'GET', url: `/get/importacoes/${e.id}`, headers: u.editor.auth })
    ).json();
    expect(lista.find((i: { _id: string }) => i._id === faturas._id).categorizadas).toBe(1);

    // A person then changes one of them: undoing the import's categorisation keeps that change.
    await t.pool.query("update planilha set gasto = 'Fixo' where id = $1", [novaLinha.id]);
    const reverter = (importacaoId: string, quem = u.editor) =>
      t.app.inject({
        method: 'POST',
        url: `/api/importacoes/${e.id}/${importacaoId}/reverter-categorizacao`,
        headers: quem.auth,
      });
    const desfeita = await reverter(faturas._id);
    expect(desfeita.statusCode).toBe(200);
    expect(desfeita.json()).toEqual({ message: 'Categorização automática revertida.', revertidas: 1 });
    expect(await linhaPorNumero(e.id, 'FT LX2026/11')).toMatchObject({
      categoria_a: 'Sem Categoria A',
      subcategoria_a: 'Sem Subcategoria A',
      categoria_b: 'Sem Categoria B',
      subcategoria_b: 'Sem Subcategoria B',
      rubrica_b: 'Sem Rúbrica B',
      tipologia: 'N/A',
      gasto: 'N/A',
      categorizacao_auto: null,
      atualizado_por: u.editor.id,
    });
    expect((await reverter(movimentos._id)).json().revertidas).toBe(0);
    expect(
      (await t.pool.query('select gasto from planilha where id = $1', [novaLinha.id])).rows[0].gasto,
    ).toBe('Fixo');
    const historico = await t.pool.query(
      'select acao, antes, depois from planilha_historico where planilha_id = $1 order by id',
      [nova.id],
    );
    expect(historico.rows.map((h) => h.acao)).toEqual(['categorizacao-automatica', 'reverter-categorizacao']);
    expect(historico.rows[1]).toMatchObject({
      antes: campos(LUZ_CLASSE),
      depois: { categoria_A: 'Sem Categoria A' },
    });

    expect((await reverter('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const outra = await empresa();
    await enviar(outra.id, [extrato('cgd.csv', cgd)]);
    const importacaoDeOutra = (
      await t.pool.query('select id from importacoes where empresa_id = $1', [outra.id])
    ).rows[0].id;
    expect((await reverter(importacaoDeOutra)).statusCode).toBe(404);
  });
});
