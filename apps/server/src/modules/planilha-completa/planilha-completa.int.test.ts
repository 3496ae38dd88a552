import { CLASSIFICACAO_PREDEFINIDA, nifCheckDigit } from '@contas/core';
import {
  gerarModeloOrcamento,
  gerarModeloPlanilhaCompleta,
  type LinhaPlanilhaCompleta,
} from '@contas/core/modelos';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import { appComUtilizadores, criarEmpresaDeTeste, type TestUser } from '../../../test/test-app';
import { withTransaction } from '../../db/database';
import { ImportacaoRepository } from '../importacao/importacao.repository';

const { t, u } = appComUtilizadores(['editor', 'leitor', 'outsider']);

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
type Linha = Omit<LinhaPlanilhaCompleta, 'linha'>;
const vazia: Linha = {
  ...CLASSIFICACAO_PREDEFINIDA,
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
};

const LUZ: Linha = {
  ...vazia,
  nif: nif('50711111'),
  emitente: 'Luz Exemplo - Energia, S.A.',
  numeroFatura: 'FT LX2026/10',
  descritivo: 'DD LUZ EXEMPLO',
  dataEmissao: '2026-01-10',
  dataPagamento: '2026-01-25',
  baseCents: -10_000,
  ivaCents: -2_300,
  totalCents: -12_300,
  extratoValorCents: -12_300,
  tipoMovimento: 'Saída',
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
  tipologia: 'Empresa',
  gasto: 'Fixo',
};
const VENDA: Linha = {
  ...vazia,
  nif: nif('50733333'),
  emitente: 'Cliente Exemplo, Lda',
  numeroFatura: 'FT A2026/1',
  dataEmissao: '2026-01-12',
  baseCents: 50_000,
  ivaCents: 6_500,
  totalCents: 56_500,
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Venda de Mercadoria',
};
const RENDA: Linha = {
  ...vazia,
  descritivo: 'TRF RENDA JANEIRO',
  dataPagamento: '2026-01-05',
  extratoValorCents: -150_000,
  tipoMovimento: 'Saída',
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Rendas e alugueres',
  gasto: 'Fixo',
};
const ERRADA: Linha = { ...VENDA, numeroFatura: 'FT A2026/2', subcategoria_A: 'Electricidade' };

async function empresa() {
  const { id, lojaIds } = await criarEmpresaDeTeste(t, {
    nome: 'Planilhas Exemplo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Loja 1', 'Loja 2'],
  });
  return { id, lojaId: lojaIds[0] as string, loja2: lojaIds[1] as string };
}

const ficheiro = (bytes: Uint8Array, nome = 'planilha.xlsx'): ParteMultipart => ({
  campo: 'file',
  nome,
  bytes,
});
const CAMPOS: ParteMultipart[] = [
  { campo: 'tipoArquivo', valor: 'planilha-completa' },
  { campo: 'tipoUpload', valor: 'upload-planilha' },
];

function enviar(
  empresaId: string,
  lojaId: string,
  partes: readonly ParteMultipart[],
  quem: TestUser = u.editor,
) {
  const { payload, headers } = multipart([...CAMPOS, { campo: 'lojaId', valor: lojaId }, ...partes]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/planilha/${empresaId}/${lojaId}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

/** The ledger rows of a company as the template's values, in file order. */
async function linhasNaBase(empresaId: string, lojaId?: string) {
  const { rows } = await t.pool.query(
    `select loja_id, nif, emitente, numero_fatura as "numeroFatura", extrato_descricao as descritivo,
            data_emissao as "dataEmissao", data_pagamento as "dataPagamento", base_cents as "baseCents",
            iva_cents as "ivaCents", total_cents as "totalCents", extrato_valor_cents as "extratoValorCents",
            tipo_movimento as "tipoMovimento", categoria_a as "categoria_A", subcategoria_a as "subcategoria_A",
            categoria_b as "categoria_B", subcategoria_b as "subcategoria_B", rubrica_b as "rubrica_B", tipologia, gasto,
            status_correspondencia, criado_por, extrato_data
     from planilha where empresa_id = $1 and ($2::uuid is null or loja_id = $2) order by criado_em, data_referencia, nif`,
    [empresaId, lojaId ?? null],
  );
  return rows;
}

async function contar(empresaId: string) {
  const { rows } = await t.pool.query<{ planilha: number; importacoes: number }>(
    `select (select count(*) from planilha where empresa_id = $1)::int as planilha,
            (select count(*) from importacoes where empresa_id = $1)::int as importacoes`,
    [empresaId],
  );
  return rows[0];
}

/** A real template whose ZIP directory declares 2 GB for one part: what a zip bomb looks like before inflating. */
function bomba(original: Uint8Array, parte: string): Uint8Array {
  const b = Buffer.from(original);
  const nome = Buffer.from(parte, 'latin1');
  for (let p = 0; p + 46 < b.length; p++) {
    if (b.readUInt32LE(p) === 0x02014b50 && b.subarray(p + 46, p + 46 + nome.length).equals(nome)) {
      b.writeUInt32LE(2 ** 31, p + 24);
      return new Uint8Array(b);
    }
  }
  throw new Error(`parte ${parte} não encontrada`);
}

const semMeta = ({
  loja_id,
  status_correspondencia,
  criado_por,
  extrato_data,
  ...r
}: Record<string, unknown>) => r;

describe('POST /api/upload/planilha/:empresaId/:lojaId', () => {
  it('importa as linhas para a loja, recusa a errada com a linha e a coluna, e grava exatamente os valores', async () => {
    const e = await empresa();
    const res = await enviar(e.id, e.lojaId, [
      ficheiro(await gerarModeloPlanilhaCompleta([LUZ, VENDA, ERRADA, RENDA])),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const corpo = res.json();
    expect(corpo.message).toBe('Importamento concluído!');
    expect(corpo.resultados).toEqual([
      {
        _id: expect.any(String),
        ficheiro: 'planilha.xlsx',
        tipo: 'planilha',
        formato: 'Modelo da Planilha Completa (XLSX)',
        importadas: 3,
        duplicadas: 0,
        atualizadas: 0,
        recusadas: 1,
        problemas: [
          {
            linha: 4,
            motivo:
              "Coluna \"Subcategoria A\": A Subcategoria A 'Electricidade' não pertence à Categoria A 'Vendas e serviços prestados'.",
          },
        ],
      },
    ]);
    const linhas = await linhasNaBase(e.id);
    expect(linhas.map(semMeta)).toEqual([RENDA, LUZ, VENDA]);
    expect(linhas.map((l) => [l.loja_id, l.status_correspondencia, l.criado_por, l.extrato_data])).toEqual([
      [e.lojaId, 'Sem fatura', u.editor.id, '2026-01-05'],
      [e.lojaId, 'Manual', u.editor.id, '2026-01-25'],
      [e.lojaId, 'Pendente', u.editor.id, null],
    ]);
    const { rows } = await t.pool.query(
      'select tipo, loja_id, importadas, recusadas, criado_por, detalhes from importacoes where id = $1',
      [corpo.resultados[0]._id],
    );
    expect(rows[0]).toMatchObject({
      tipo: 'planilha',
      loja_id: e.lojaId,
      importadas: 3,
      recusadas: 1,
      criado_por: u.editor.id,
    });
    expect(rows[0].detalhes.problemas).toHaveLength(1);
  });

  it('importar de novo o mesmo ficheiro não duplica; reclassificar atualiza e fica no histórico', async () => {
    const e = await empresa();
    const bytes = await gerarModeloPlanilhaCompleta([LUZ, VENDA, RENDA]);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)])).json().resultados[0].importadas).toBe(3);
    const antes = await linhasNaBase(e.id);

    const outraVez = (await enviar(e.id, e.lojaId, [ficheiro(bytes)])).json().resultados[0];
    expect(outraVez).toMatchObject({ importadas: 0, duplicadas: 3, atualizadas: 0, recusadas: 0 });
    expect(await linhasNaBase(e.id)).toEqual(antes);

    const reclassificada = await gerarModeloPlanilhaCompleta([
      { ...LUZ, gasto: 'Variável' },
      VENDA,
      { ...RENDA, tipologia: 'Pessoal' },
    ]);
    const r = (await enviar(e.id, e.lojaId, [ficheiro(reclassificada)])).json().resultados[0];
    expect(r).toMatchObject({ importadas: 0, duplicadas: 1, atualizadas: 2 });
    expect((await linhasNaBase(e.id)).map(semMeta)).toEqual([
      { ...RENDA, tipologia: 'Pessoal' },
      { ...LUZ, gasto: 'Variável' },
      VENDA,
    ]);
    const historico = await t.pool.query(
      `select h.campo, h.antes, h.depois, h.user_id from planilha_historico h join planilha p on p.id = h.planilha_id
       where p.empresa_id = $1 order by h.campo`,
      [e.id],
    );
    expect(historico.rows).toEqual([
      { campo: 'gasto', antes: 'Fixo', depois: 'Variável', user_id: u.editor.id },
      { campo: 'tipologia', antes: 'N/A', depois: 'Pessoal', user_id: u.editor.id },
    ]);
    expect((await contar(e.id))?.importacoes).toBe(3);
  });

  it('um documento já vindo do e-fatura fica com a classificação do ficheiro e mantém os seus valores', async () => {
    const e = await empresa();
    await t.pool.query(
      `insert into planilha (empresa_id, loja_id, nif, emitente, numero_fatura, data_emissao, base_cents, iva_cents, total_cents)
       values ($1, $2, $3, 'LUZ EXEMPLO ENERGIA SA', $4, '2026-01-10', -10000, -2300, -12300)`,
      [e.id, e.lojaId, LUZ.nif, LUZ.numeroFatura],
    );
    const r = (await enviar(e.id, e.loja2, [ficheiro(await gerarModeloPlanilhaCompleta([LUZ]))])).json()
      .resultados[0];
    expect(r).toMatchObject({ importadas: 0, atualizadas: 1 });
    const [linha] = await linhasNaBase(e.id);
    expect(linha).toMatchObject({
      loja_id: e.lojaId,
      emitente: 'LUZ EXEMPLO ENERGIA SA',
      extratoValorCents: null,
      categoria_A: LUZ.categoria_A,
      subcategoria_A: LUZ.subcategoria_A,
      rubrica_B: LUZ.rubrica_B,
      gasto: 'Fixo',
    });
  });

  it('a mesma linha sem documento noutra loja é outra linha', async () => {
    const e = await empresa();
    const bytes = await gerarModeloPlanilhaCompleta([RENDA, RENDA]);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)])).json().resultados[0].importadas).toBe(2);
    expect((await enviar(e.id, e.loja2, [ficheiro(bytes)])).json().resultados[0].importadas).toBe(2);
    expect((await enviar(e.id, e.loja2, [ficheiro(bytes)])).json().resultados[0].duplicadas).toBe(2);
    expect(await linhasNaBase(e.id, e.loja2)).toHaveLength(2);
  });

  it('o modelo descarregado, preenchido no Excel, chega à base com os valores escritos', async () => {
    const e = await empresa();
    const download = await t.app.inject({
      method: 'GET',
      url: '/get/modelos/planilha-completa',
      headers: u.editor.auth,
    });
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    const folha = livro.getWorksheet('Planilha') as ExcelJS.Worksheet;
    folha.getRow(2).values = [
      LUZ.nif,
      LUZ.emitente,
      LUZ.numeroFatura,
      LUZ.descritivo,
      '10/01/2026',
      new Date('2026-01-25T00:00:00Z'),
      -100,
      '-23,00',
      -123,
      -123,
      'Saída',
      LUZ.categoria_A,
      LUZ.subcategoria_A,
      LUZ.categoria_B,
      LUZ.subcategoria_B,
      LUZ.rubrica_B,
      LUZ.tipologia,
      LUZ.gasto,
    ];
    const bytes = new Uint8Array(await livro.xlsx.writeBuffer());
    const res = await enviar(e.id, e.lojaId, [ficheiro(bytes, 'preenchida.xlsx')]);
    expect(res.json().resultados[0]).toMatchObject({ importadas: 1, recusadas: 0 });
    expect((await linhasNaBase(e.id)).map(semMeta)).toEqual([LUZ]);
  });
});

describe('POST /api/upload/planilha: ficheiros recusados, nada escrito', () => {
  it.each<[string, () => Promise<ParteMultipart>, number, RegExp]>([
    [
      'CSV com extensão .xlsx',
      async () => ficheiro(new TextEncoder().encode('NIF;Total\n1;2\n')),
      415,
      /não uma folha de cálculo/,
    ],
    [
      'extensão .csv',
      async () => ficheiro(await gerarModeloPlanilhaCompleta([LUZ]), 'planilha.csv'),
      415,
      /não é uma folha de cálculo \.xlsx/,
    ],
    [
      'o modelo do orçamento',
      async () => ficheiro(await gerarModeloOrcamento(2026)),
      400,
      /é o modelo do Orçamento Anual, não o modelo da Planilha Completa: importe-o em "Importar Orçamento Anual"/,
    ],
    [
      'o modelo vazio',
      async () => ficheiro(await gerarModeloPlanilhaCompleta()),
      400,
      /não tem linhas para importar/,
    ],
    [
      'uma bomba ZIP',
      async () => ficheiro(bomba(await gerarModeloPlanilhaCompleta([LUZ]), 'xl/worksheets/sheet1.xml')),
      413,
      /recusado por segurança/,
    ],
  ])('%s', async (_, parte, status, mensagem) => {
    const e = await empresa();
    const antes = await contar(e.id);
    const res = await enviar(e.id, e.lojaId, [await parte()]);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(mensagem);
    expect(await contar(e.id)).toEqual(antes);
  });

  it('sem ficheiro, sem loja, ou com o formulário de outra importação: as mensagens do ecrã', async () => {
    const e = await empresa();
    const semFicheiro = await enviar(e.id, e.lojaId, []);
    expect([semFicheiro.statusCode, semFicheiro.json().message]).toEqual([
      400,
      'Por favor selecione o arquivo.',
    ]);
    const vazio = await enviar(e.id, e.lojaId, [ficheiro(new Uint8Array(0), '')]);
    expect(vazio.json().message).toBe('Por favor selecione o arquivo.');
    const { payload, headers } = multipart([
      ...CAMPOS,
      { campo: 'lojaId', valor: '' },
      ficheiro(await gerarModeloPlanilhaCompleta([LUZ])),
    ]);
    const semLoja = await t.app.inject({
      method: 'POST',
      url: `/api/upload/planilha/${e.id}/${e.lojaId}`,
      payload,
      headers: { ...headers, ...u.editor.auth },
    });
    expect([semLoja.statusCode, semLoja.json().message]).toEqual([400, 'Por favor selecione o arquivo.']);
    const outra = await enviar(e.id, e.lojaId, [
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      ficheiro(await gerarModeloPlanilhaCompleta([LUZ])),
    ]);
    expect(outra.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/upload/planilha/${e.id}/${e.lojaId}`,
      payload: { file: 'x' },
      headers: u.editor.auth,
    });
    expect([json.statusCode, json.json().message]).toEqual([400, 'Por favor selecione o arquivo.']);
    expect((await contar(e.id))?.planilha).toBe(0);
  });

  it('a loja de outra empresa: 404; um leitor: 403', async () => {
    const e = await empresa();
    const outra = await empresa();
    const bytes = await gerarModeloPlanilhaCompleta([LUZ]);
    const { payload, headers } = multipart([...CAMPOS, ficheiro(bytes)]);
    const alheia = await t.app.inject({
      method: 'POST',
      url: `/api/upload/planilha/${e.id}/${outra.lojaId}`,
      payload,
      headers: { ...headers, ...u.editor.auth },
    });
    expect(alheia.statusCode).toBe(404);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)], u.leitor)).statusCode).toBe(403);
    expect((await enviar(e.id, e.lojaId, [ficheiro(bytes)], u.outsider)).statusCode).toBe(404);
    expect((await contar(e.id))?.planilha).toBe(0);
  });
});

// The embedded database writes a big template import in parts, as it does an e-fatura one (issue 19).
describe.runIf(process.env.TEST_DATABASE !== 'postgres')(
  'a big Planilha Completa on the embedded database',
  () => {
    it("is written in parts: another company's page answers meanwhile, and the company sees it only whole", async () => {
      const a = await empresa();
      const b = await empresa();
      const N = 8_000;
      const linhas = Array.from({ length: N }, (_, i) => ({
        ...LUZ,
        numeroFatura: `FT LX2026/${i + 1}`,
        descritivo: `DD LUZ EXEMPLO ${i + 1}`,
      }));
      let importada = false;
      const importacao = enviar(a.id, a.lojaId, [ficheiro(await gerarModeloPlanilhaCompleta(linhas))]).then(
        (r) => {
          importada = true;
          return r;
        },
      );
      const contarDeA = async () =>
        (await t.pool.query('select count(*)::int as n from planilha where empresa_id = $1', [a.id])).rows[0]
          .n;
      const paginaDe = (e: { id: string }) =>
        t.app.inject({
          method: 'GET',
          url: `/get/planilhas/resumo/${e.id}?startDate=2026-01-01&endDate=2026-01-31`,
          headers: u.editor.auth,
        });
      let deBAMeio = 0;
      let propria: Promise<number> | undefined;
      while (!importada) {
        const n = await contarDeA();
        if (n > 0 && n < N && !importada) {
          // Parts of A's import are in: B is answered, A's own page waits for the whole import.
          expect((await paginaDe(b)).statusCode).toBe(200);
          if (!importada) deBAMeio++;
          propria ??= paginaDe(a).then((p) => p.json().totalPages);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const resposta = await importacao;
      expect(resposta.statusCode).toBe(201);
      expect(resposta.json().resultados[0]).toMatchObject({ importadas: N, duplicadas: 0, atualizadas: 0 });
      expect(deBAMeio).toBeGreaterThanOrEqual(2);
      expect(await propria).toBe(N / 200);
      const { rows } = await t.pool.query('select em_curso from importacoes where empresa_id = $1', [a.id]);
      expect(rows).toEqual([{ em_curso: false }]);
    }, 120_000);
  },
);

describe("a Planilha Completa left 'em curso' by a stopped server", () => {
  it('is undone at the next start with all its rows, and the other imports stay', async () => {
    const a = await empresa();
    const b = await empresa();
    for (const e of [a, b])
      expect(
        (await enviar(e.id, e.lojaId, [ficheiro(await gerarModeloPlanilhaCompleta([LUZ, RENDA]))]))
          .statusCode,
      ).toBe(201);
    // As a server stopped before the last step leaves it: its rows in, the import still 'em curso'.
    await t.pool.query('update importacoes set em_curso = true where empresa_id = $1', [a.id]);
    // What the next start does, for this company only: the suite's other imports run meanwhile.
    const { rows } = await t.pool.query('select id from importacoes where empresa_id = $1 and em_curso', [
      a.id,
    ]);
    const desfeitas = await withTransaction(t.pool, (tx) =>
      new ImportacaoRepository().desfazerEmCurso(
        tx,
        a.id,
        rows.map((r) => r.id),
      ),
    );
    expect(desfeitas).toBe(1);
    const contar = async (empresaId: string) =>
      (
        await t.pool.query(
          `select (select count(*)::int from planilha where empresa_id = $1) as linhas,
                  (select count(*)::int from importacoes where empresa_id = $1) as importacoes`,
          [empresaId],
        )
      ).rows[0];
    expect(await contar(a.id)).toEqual({ linhas: 0, importacoes: 0 });
    expect(await contar(b.id)).toEqual({ linhas: 2, importacoes: 1 });
  });
});
