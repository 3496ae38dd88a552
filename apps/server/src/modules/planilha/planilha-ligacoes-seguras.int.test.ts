import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  criarEmpresa,
  criarPessoas,
  inserirLinha,
  inserirMovimento,
  type Pessoas,
} from './planilha.test-helpers';

/*
 * Manual links that cannot lose money (issue 15, point 3), through the API, with the reports checked by hand:
 * - a 7,50 € bank fee (FSE 'Comissões', a fixed cost, paid to a supplier) linked by hand to an ANNULLED
 *   invoice of 184,50 € is refused, and the fee still counts in both reports;
 * - linked to the bank's own fee invoice (7,50 €, no VAT), the invoice takes the fee's classification;
 *   unlinked, the fee's row comes back with its id and classification and the invoice goes back to none;
 * - a 2 000,00 € sale linked to a 1 960,00 € card settlement asks to confirm the 40,00 € difference,
 *   which the link and the history then keep.
 */

let t: TestApp;
let p: Pessoas;

beforeAll(async () => {
  t = await startTestApp();
  p = await criarPessoas(t);
});
afterAll(async () => {
  await t.close();
});

const associar = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/planilha/associar-manualmente', headers: user.auth, payload });
const desassociar = (user: TestUser, empresaId: string, idPlanilha: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/put/planilha/${empresaId}/desassociar`,
    headers: user.auth,
    payload: { idPlanilha },
  });
const historico = async (rowId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/get/planilha/${rowId}/historico`, headers: p.editor.auth })
  ).json() as Array<{
    acao: string;
    campo: string | null;
    antes: unknown;
    depois: unknown;
  }>;

type Linha = { key: string; valores: { ano2: { meses: number[]; total: number } }; children?: Linha[] };
const procurar = (linhas: Linha[], key: string): Linha | undefined =>
  linhas.flatMap((l) => [l, ...(l.children ?? [])]).find((l) => l.key === key) ??
  linhas.map((l) => procurar(l.children ?? [], key)).find(Boolean);

/** December 2025 of a line of the company's income statement or cash flow, in euros. */
async function dezembro(
  empresaId: string,
  relatorio: 'demonstracao-resultados' | 'fluxo-caixa',
  key: string,
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/get/${relatorio}/${empresaId}/todas?ano=2025`,
    headers: p.leitor.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  const corpo = res.json() as { linhas: Linha[]; naoClassificado?: Linha };
  const linha = procurar([...corpo.linhas, ...(corpo.naoClassificado ? [corpo.naoClassificado] : [])], key);
  if (!linha) throw new Error(`Linha em falta: ${key}`);
  return linha.valores.ano2.meses[11];
}

const COMISSOES = 'fse_fixos.servicos_especializados.comissoes';
const FORNECEDORES = 'operacionais.pagamentos_a_fornecedores';

describe('safe manual links', () => {
  it('refuses an annulled invoice, and a fee linked then unlinked keeps its classification and its place in the reports', async () => {
    const e = await criarEmpresa(t, p);
    const fee = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2025-12-31',
      valorCents: -750,
      descricao: 'COMISSAO MANUTENCAO CONTA',
    });
    await t.pool.query(
      `update planilha set categoria_a = 'Fornecimentos e serviços externos', subcategoria_a = 'Comissões',
              gasto = 'Fixo', categoria_b = 'Fluxos de caixa das actividades operacionais',
              subcategoria_b = 'Não Aplicável', rubrica_b = 'Pagamentos a fornecedores'
       where id = $1`,
      [fee.linhaId],
    );
    const anulada = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      numero_fatura: 'FT 1A2025/711',
      data_emissao: '2025-12-02',
      base_cents: -15_000,
      iva_cents: -3_450,
      total_cents: -18_450,
    });
    await t.pool.query(
      "update planilha set anulado = true, situacao = 'Documento Anulado pelo Emitente' where id = $1",
      [anulada],
    );
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', COMISSOES)).toBe(-7.5);
    expect(await dezembro(e.empresaId, 'fluxo-caixa', FORNECEDORES)).toBe(-7.5);

    // --- Refused: an annulled document, even with the difference confirmed -----------------------------
    const recusada = await associar(p.editor, {
      idPlanilha: anulada,
      idExtrato: fee.movimentoId,
      confirmarDiferenca: true,
    });
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe(
      'O documento FT 1A2025/711 está anulado (Documento Anulado pelo Emitente): não conta em nenhum relatório, ' +
        'e o movimento bancário associado deixaria de contar com ele. Associe o extrato ao documento que o substituiu.',
    );
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', COMISSOES)).toBe(-7.5);
    expect(await dezembro(e.empresaId, 'fluxo-caixa', FORNECEDORES)).toBe(-7.5);
    expect(await historico(anulada)).toEqual([]);

    // --- Linked to the bank's fee invoice (7,50 €, no VAT) ---------------------------------------------
    const faturaBanco = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      nif: '500000000',
      emitente: '500000000 - Banco Exemplo',
      numero_fatura: 'FT BANCO/12',
      data_emissao: '2025-12-31',
      base_cents: -750,
      iva_cents: 0,
      total_cents: -750,
    });
    const ligada = await associar(p.editor, { idPlanilha: faturaBanco, idExtrato: fee.movimentoId });
    expect(ligada.statusCode, ligada.body).toBe(200);
    expect(ligada.json()).toMatchObject({
      statusCorrespondencia: 'Manual',
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Comissões',
      extrato: { valor: -7.5, dataMovimento: '2025-12-31' },
    });
    // Counted once: the invoice's base on the accrual side, the bank's value on the cash side.
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', COMISSOES)).toBe(-7.5);
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', 'nao_classificado')).toBe(0);
    expect(await dezembro(e.empresaId, 'fluxo-caixa', FORNECEDORES)).toBe(-7.5);

    // --- Unlinked: the fee's row is back as it was, the invoice as it was ------------------------------
    const desfeita = await desassociar(p.editor, e.empresaId, faturaBanco);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json()).toMatchObject({
      statusCorrespondencia: 'Pendente',
      categoria_A: 'Sem Categoria A',
      subcategoria_A: 'Sem Subcategoria A',
      categoria_B: 'Sem Categoria B',
      extrato: { valor: null, descricao: null, dataMovimento: null },
    });
    const volta = await t.pool.query('select * from planilha where movimento_id = $1', [fee.movimentoId]);
    expect(volta.rows).toHaveLength(1);
    expect(volta.rows[0]).toMatchObject({
      id: fee.linhaId,
      categoria_a: 'Fornecimentos e serviços externos',
      subcategoria_a: 'Comissões',
      gasto: 'Fixo',
      rubrica_b: 'Pagamentos a fornecedores',
      status_correspondencia: 'Sem fatura',
    });
    // The fee counts as before; the invoice, unclassified again, is shown apart.
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', COMISSOES)).toBe(-7.5);
    expect(await dezembro(e.empresaId, 'demonstracao-resultados', 'nao_classificado')).toBe(-7.5);
    expect(await dezembro(e.empresaId, 'fluxo-caixa', FORNECEDORES)).toBe(-7.5);

    // Both actions in the histories: the invoice's, and the fee's own row (gone into the invoice, back).
    const daFatura = (await historico(faturaBanco)).map((h) => [h.acao, h.campo, h.antes, h.depois]);
    expect(daFatura).toEqual(
      expect.arrayContaining([
        ['associar', 'subcategoria_A', 'Sem Subcategoria A', 'Comissões'],
        ['associar', 'movimentos', null, [fee.movimentoId]],
        ['desassociar', 'subcategoria_A', 'Comissões', 'Sem Subcategoria A'],
        ['desassociar', 'movimentos', [fee.movimentoId], null],
      ]),
    );
    expect((await historico(fee.linhaId)).map((h) => [h.acao, h.campo, h.antes, h.depois])).toEqual([
      ['associar', 'linhaDeFatura', null, faturaBanco],
      ['desassociar', 'linhaDeFatura', faturaBanco, null],
    ]);
  });

  it('asks to confirm a difference between the document and the bank, and keeps it in the link and the history', async () => {
    const e = await criarEmpresa(t, p);
    const venda = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      numero_fatura: 'FT A2025/90',
      data_emissao: '2025-11-28',
      base_cents: 162_602,
      iva_cents: 37_398,
      total_cents: 200_000,
    });
    const tpa = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2025-12-01',
      valorCents: 196_000,
      descricao: 'TPA VENDAS 9054457',
    });

    const pergunta = await associar(p.editor, { idPlanilha: venda, idExtrato: tpa.movimentoId });
    expect(pergunta.statusCode).toBe(409);
    expect(pergunta.json()).toEqual({
      message:
        'O valor do extrato (1.960,00 €) difere do total do documento (2.000,00 €) em -40,00 €. ' +
        'Confirme para associar com esta diferença.',
      detalhes: {
        codigo: 'diferenca-por-confirmar',
        totalDocumento: 2000,
        valorExtrato: 1960,
        diferenca: -40,
        // A row that is no sales document: no card commission.
        comissaoCartao: false,
      },
    });
    // Nothing was written while asking.
    expect(
      (await t.pool.query('select count(*)::int as n from correspondencias where planilha_id = $1', [venda]))
        .rows[0].n,
    ).toBe(0);
    const naoConfirmada = await associar(p.editor, {
      idPlanilha: venda,
      idExtrato: tpa.movimentoId,
      confirmarDiferenca: 'sim',
    });
    expect(naoConfirmada.statusCode).toBe(400);

    const confirmada = await associar(p.editor, {
      idPlanilha: venda,
      idExtrato: tpa.movimentoId,
      confirmarDiferenca: true,
    });
    expect(confirmada.statusCode, confirmada.body).toBe(200);
    expect(confirmada.json()).toMatchObject({ fatura: { total: 2000 }, extrato: { valor: 1960 } });
    const ligacao = await t.pool.query(
      'select explicacao, manual from correspondencias where planilha_id = $1',
      [venda],
    );
    expect(ligacao.rows).toEqual([
      {
        manual: true,
        explicacao:
          'Associado manualmente na planilha, com a diferença de -40,00 € confirmada (extrato 1.960,00 €, documento 2.000,00 €).',
      },
    ]);
    expect((await historico(venda)).map((h) => [h.acao, h.campo, h.antes, h.depois])).toEqual(
      expect.arrayContaining([['associar', 'diferenca', null, -40]]),
    );
  });
});
