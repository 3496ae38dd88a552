import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { nifCheckDigit } from '@contas/core';
import { escreverEfaturaAdquirente, escreverExtratoCgd } from '@contas/core/gerador';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { appComUtilizadores, criarEmpresaDeTeste } from '../../../test/test-app';
import { withTransaction } from '../../db/database';
import { PortaoDasEmpresas } from '../../db/escrita-em-partes';
import { CorrespondenciasService } from '../correspondencias/correspondencias.service';
import { AnulacaoService, concluirAnulacoesInterrompidas } from './anulacao.service';
import { ImportacaoRepository } from './importacao.repository';
import { ImportacaoService } from './importacao.service';

// The embedded database writes a big import in parts (issue 19): PostgreSQL keeps one transaction.
const embutida = process.env.TEST_DATABASE !== 'postgres';

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;

const { t, u } = appComUtilizadores(['editor']);

/** A CGD statement of `n` lines in March 2026, on an account of its own. */
function extrato(conta: string, n: number): Uint8Array {
  return escreverExtratoCgd({
    conta,
    saldoInicialCents: 1_000_000,
    dataInicio: '2026-03-01',
    dataFim: '2026-03-31',
    dataExportacao: '2026-04-01',
    linhas: Array.from({ length: n }, (_, i) => ({
      data: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
      descricao: `PAGAMENTO SERVICOS ${i + 1}`,
      valorCents: -(100 + i),
    })),
  });
}

const empresa = async (nome: string) =>
  (await criarEmpresaDeTeste(t, { nome, membros: [[u.editor, 'editor']], lojas: ['Loja 1'] })).id;

const enviar = (empresaId: string, bytes: Uint8Array) =>
  enviarFicheiro(empresaId, { campo: 'extrato', bytes });

function enviarFicheiro(empresaId: string, ficheiro: { campo: 'efatura' | 'extrato'; bytes: Uint8Array }) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: ficheiro.campo, nome: `${ficheiro.campo}.csv`, bytes: ficheiro.bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
}

const pagina = (empresaId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/get/planilhas/resumo/${empresaId}?startDate=2026-03-01&endDate=2026-03-31`,
    headers: u.editor.auth,
  });

async function contar(empresaId: string) {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from planilha where empresa_id = $1) as planilha,
            (select count(*)::int from movimentos where empresa_id = $1) as movimentos,
            (select count(*)::int from importacoes where empresa_id = $1) as importacoes,
            (select count(*)::int from contas_bancarias where empresa_id = $1) as contas`,
    [empresaId],
  );
  return rows[0] as { planilha: number; movimentos: number; importacoes: number; contas: number };
}

describe.runIf(embutida)('a big import on the embedded database, in parts (issue 19)', () => {
  it("answers another company between its parts, and the company's own page only once it is whole", async () => {
    const a = await empresa('Partes A, Lda');
    const b = await empresa('Partes B, Lda');
    expect((await enviar(b, extrato('0574000000911', 5))).statusCode).toBe(201);

    let importada = false;
    const importacao = enviar(a, extrato('0574000000912', 6000)).then((r) => {
      importada = true;
      return r;
    });
    // B's page, one request after the other, until A's import has answered; and A's import's progress.
    let aEscrever = false;
    let deBAEscrever = 0;
    let propria: Promise<number> | undefined;
    while (!importada) {
      const r = await pagina(b);
      expect(r.statusCode).toBe(200);
      if (aEscrever && !importada) deBAEscrever++;
      const tarefas = await t.app.inject({
        method: 'GET',
        url: `/api/importacoes/${a}/tarefas`,
        headers: u.editor.auth,
      });
      const linhas = (tarefas.json() as Array<{ progresso: { linhas?: { feitas: number } } | null }>)[0]
        ?.progresso?.linhas?.feitas;
      // Once parts of A's import are in, A asks for its own page.
      if (!propria && linhas !== undefined && linhas > 0) {
        aEscrever = true;
        propria = pagina(a).then((p) => p.json().totalPages);
      }
    }
    expect((await importacao).statusCode).toBe(201);
    // B was answered while A's import was being written, between its parts.
    expect(deBAEscrever).toBeGreaterThanOrEqual(2);
    // A's page, asked half-way through the writing, waited for the whole import: 6 000 rows, 30 pages of 200.
    expect(propria).toBeDefined();
    expect(await propria).toBe(30);
    expect(await contar(a)).toMatchObject({ planilha: 6000, movimentos: 6000, importacoes: 1, contas: 1 });
  });

  it('a request of the company that gives up while it waits at the gate does not keep the next import out', async () => {
    const a = await empresa('Partes Desistência, Lda');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    let importada = false;
    const importacao = enviar(a, extrato('0574000000916', 6000)).then((r) => {
      importada = true;
      return r;
    });
    // Once parts of the import are in, A's gate is shut: A's own page, asked over a socket, waits there.
    for (;;) {
      const tarefas = await t.app.inject({
        method: 'GET',
        url: `/api/importacoes/${a}/tarefas`,
        headers: u.editor.auth,
      });
      const feitas = (tarefas.json() as Array<{ progresso: { linhas?: { feitas: number } } | null }>)[0]
        ?.progresso?.linhas?.feitas;
      if (feitas !== undefined && feitas > 0) break;
    }
    const controlo = new AbortController();
    const desistida = fetch(`${url}/get/planilhas/resumo/${a}?startDate=2026-03-01&endDate=2026-03-31`, {
      headers: u.editor.auth,
      signal: controlo.signal,
    }).catch((e: Error) => e.name);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(importada).toBe(false);
    controlo.abort();
    expect(await desistida).toBe('AbortError');
    expect((await importacao).statusCode).toBe(201);

    // The gate opens again for good: the next import of A goes in, and A's page answers.
    let relogio: NodeJS.Timeout | undefined;
    const preso = new Promise<'preso'>((resolve) => {
      relogio = setTimeout(() => resolve('preso'), 20_000);
    });
    const segunda = await Promise.race([enviar(a, extrato('0574000000917', 10)), preso]);
    clearTimeout(relogio);
    expect(segunda === 'preso' ? segunda : segunda.statusCode).toBe(201);
    expect((await pagina(a)).json().totalPages).toBe(31);
  }, 120_000);

  it('undoes an import that fails at its last step: no row, bank line, account or import of it is left', async () => {
    const a = await empresa('Partes Falhada, Lda');
    const portao = new PortaoDasEmpresas();
    const service = new ImportacaoService(t.pool, { emPartes: true, portao, alvoPorParteMs: 5 });
    await expect(
      service.importar(
        a,
        u.editor.id,
        [{ campo: 'extrato', nome: 'cgd.csv', bytes: extrato('0574000000913', 3000) }],
        {
          antesDeConfirmar: async (tx) => {
            // The parts before this last step are in: every bank line, and the import.
            const { rows } = await tx.query(
              'select (select count(*)::int from movimentos where empresa_id = $1) as n',
              [a],
            );
            expect(rows).toEqual([{ n: 3000 }]);
            throw new Error('falha no último passo');
          },
        },
      ),
    ).rejects.toThrow('falha no último passo');
    expect(await contar(a)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0, contas: 0 });
    expect(portao.fechado(a)).toBe(false);
  });

  it("a start undoes what a stopped server left 'em curso', and leaves whole imports alone", async () => {
    const a = await empresa('Partes Interrompida, Lda');
    const b = await empresa('Partes Inteira, Lda');
    expect((await enviar(a, extrato('0574000000914', 500))).statusCode).toBe(201);
    expect((await enviar(b, extrato('0574000000915', 40))).statusCode).toBe(201);
    // As a server stopped before the last step leaves it: 'em curso', with the account it registered, and
    // without the balances and the counts that step writes.
    await t.pool.query(
      `update importacoes set em_curso = true, importadas = 0,
         detalhes = jsonb_build_object('contasNovas', (select jsonb_agg(id) from contas_bancarias where empresa_id = $1))
       where empresa_id = $1`,
      [a],
    );
    await t.pool.query('delete from extratos_saldos where empresa_id = $1', [a]);
    // What the next start does (desfazerImportacoesInterrompidas), for this company only: the suite's other
    // imports, written in parts meanwhile, are 'em curso' too.
    const repo = new ImportacaoRepository();
    const desfazer = async () =>
      withTransaction(t.pool, async (tx) => repo.desfazerEmCurso(tx, a, await repo.emCurso(tx)));
    expect(await desfazer()).toBe(1);
    expect(await contar(a)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0, contas: 0 });
    expect(await contar(b)).toEqual({ planilha: 40, movimentos: 40, importacoes: 1, contas: 1 });
    expect(await desfazer()).toBe(0);
  });

  it('a matching run in parts links what one transaction links, and says how far it is', async () => {
    const contarLigacoes = async (empresaId: string) =>
      (
        await t.pool.query(
          `select (select count(*)::int from correspondencias where empresa_id = $1) as ligacoes,
                  (select count(*)::int from planilha where empresa_id = $1 and status_correspondencia = 'Correspondido')
                    as correspondidas,
                  (select count(*)::int from planilha where empresa_id = $1 and movimento_id is not null) as so_extrato,
                  (select coalesce(sum(extrato_valor_cents), 0)::int from planilha
                   where empresa_id = $1 and movimento_id is null) as pago`,
          [empresaId],
        )
      ).rows[0];
    const emPartes = await empresa('Partes Correspondências, Lda');
    const numa = await empresa('Uma Transação Correspondências, Lda');
    for (const [empresaId, semente] of [
      [emPartes, 1],
      [numa, 2],
    ] as const)
      for (const ficheiro of comprasEPagamentos(semente, 300))
        expect((await enviarFicheiro(empresaId, ficheiro)).statusCode).toBe(201);
    const fases: string[] = [];
    const service = new CorrespondenciasService();
    const emPartesFeito = await service.processarFora(
      t.pool,
      emPartes,
      u.editor.id,
      (fase, feito, total) => void fases.push(`${fase} ${feito}/${total}`),
      { emPartes: true, portao: new PortaoDasEmpresas(), alvoPorParteMs: 5 },
    );
    const numaFeito = await service.processarFora(t.pool, numa, u.editor.id);
    expect(emPartesFeito).toEqual({ correspondencias: 300, erros: 0 });
    expect(numaFeito).toEqual(emPartesFeito);
    const ligadas = await contarLigacoes(emPartes);
    expect(ligadas).toEqual({ ligacoes: 300, correspondidas: 300, so_extrato: 0, pago: -total(300) });
    expect(await contarLigacoes(numa)).toEqual(ligadas);
    // Several parts, each reported as it commits, up to all 300 links.
    const escritas = fases.filter((f) => f.startsWith('escrever'));
    expect(escritas.length).toBeGreaterThanOrEqual(3);
    expect(escritas.at(-1)).toBe('escrever 300/300');
  });
});

describe('two imports of one company at once (issue 19)', () => {
  it('an import sent while another of its company is being written says it waits, then goes in, on either database', async () => {
    const a = await empresa('Partes Em Espera, Lda');
    const primeira = enviar(a, extrato('0574000000918', 6000));
    // Once the first is writing, it holds the company's gate (embedded) or the ledger's lock (PostgreSQL).
    for (;;) {
      const tarefas = await t.app.inject({
        method: 'GET',
        url: `/api/importacoes/${a}/tarefas`,
        headers: u.editor.auth,
      });
      const fase = (tarefas.json() as Array<{ progresso: { fase: string } | null }>)[0]?.progresso?.fase;
      if (fase === 'a-escrever') break;
    }
    const id = randomUUID();
    const { payload, headers } = multipart([
      { campo: 'tarefa', valor: id },
      { campo: 'extrato', nome: 'segundo.csv', bytes: extrato('0574000000919', 10) },
    ]);
    const segunda = t.app.inject({
      method: 'POST',
      url: `/api/upload/${a}`,
      payload,
      headers: { ...headers, ...u.editor.auth },
    });
    let fase: string | undefined;
    while (fase !== 'a-esperar') {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/importacoes/${a}/tarefas/${id}`,
        headers: u.editor.auth,
      });
      if (r.statusCode === 200) {
        expect(r.json().estado).toBe('a-correr');
        fase = r.json().progresso?.fase;
      }
    }
    expect((await primeira).statusCode).toBe(201);
    expect((await segunda).statusCode).toBe(201);
    expect(await contar(a)).toMatchObject({ planilha: 6010, movimentos: 6010, importacoes: 2 });
  });
});

describe('the rows an import classifies (issue 19)', () => {
  it('are written once, already classified, with the step that did it in their history', async () => {
    const a = await empresa('Classificadas À Entrada, Lda');
    const [compras] = comprasEPagamentos(3, 40);
    expect((await enviarFicheiro(a, compras as { campo: 'efatura'; bytes: Uint8Array })).statusCode).toBe(
      201,
    );
    const { rows } = await t.pool.query(
      `select p.categoria_a, p.subcategoria_a, p.versao, p.categorizacao_auto -> 'regra' ->> '_id' as regra,
              (select count(*)::int from planilha_historico h where h.planilha_id = p.id) as historico,
              (select h.acao from planilha_historico h where h.planilha_id = p.id limit 1) as acao
       from planilha p where p.empresa_id = $1`,
      [a],
    );
    expect(rows).toHaveLength(40);
    // The starter set's 'papelaria' rule, applied as the rows went in: never updated after (version 1).
    expect(new Set(rows.map((r) => JSON.stringify(r)))).toEqual(
      new Set([
        JSON.stringify({
          categoria_a: 'Fornecimentos e serviços externos',
          subcategoria_a: 'Material de escritório',
          versao: 1,
          regra: 'papelaria',
          historico: 1,
          acao: 'categorizacao-automatica',
        }),
      ]),
    );
  });
});

describe('undoing an import on the embedded database, in parts (issue 19)', () => {
  /** A gate whose turn between parts is counted, and fails from the `falharNa`-th on (a write cut there). */
  class PortaoContado extends PortaoDasEmpresas {
    vezes = 0;
    constructor(
      private readonly falharNa = Number.POSITIVE_INFINITY,
      private readonly falhas = 1,
    ) {
      super();
    }
    override async darVez(): Promise<void> {
      this.vezes++;
      if (this.vezes >= this.falharNa && this.vezes < this.falharNa + this.falhas)
        throw new Error('escrita cortada');
    }
  }
  const emPartes = (portao: PortaoDasEmpresas) => ({ emPartes: true as const, portao, alvoPorParteMs: 5 });

  /**
   * Everything of the invoice rows but their version, who and when last wrote them, and the movement type: an
   * unlinked row keeps its last one (a row made by hand has its own), as any undone link leaves it.
   */
  const faturas = async (empresaId: string) =>
    (
      await t.pool.query(
        `select to_jsonb(p) - array['versao', 'atualizado_em', 'atualizado_por', 'tipo_movimento'] as linha
         from planilha p
         where empresa_id = $1 and movimento_id is null order by id`,
        [empresaId],
      )
    ).rows.map((r) => r.linha);
  const get = async (url: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: u.editor.auth });
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const relatorios = async (empresaId: string) => ({
    dr: await get(`/get/demonstracao-resultados/${empresaId}/todas?ano=2026`),
    caixa: await get(`/get/fluxo-caixa/${empresaId}/todas?ano=2026`),
  });
  const estado = async (empresaId: string) =>
    (
      await t.pool.query(
        `select (select count(*)::int from correspondencias where empresa_id = $1) as ligacoes,
                (select count(*)::int from movimentos where empresa_id = $1) as movimentos,
                (select count(*)::int from planilha where empresa_id = $1 and movimento_id is not null) as so_extrato,
                (select count(*)::int from importacoes
                 where empresa_id = $1 and tipo = 'extrato' and detalhes ? 'anulacaoEmCurso') as em_curso,
                (select detalhes->'anulacao' from importacoes where empresa_id = $1 and tipo = 'extrato') as anulacao`,
        [empresaId],
      )
    ).rows[0];

  /** A company with `n` purchases and the statement that pays them, matched; answers the statement's import. */
  async function compradaEPaga(nome: string, semente: number, n: number) {
    const empresaId = await empresa(nome);
    const [compras, pagamentos] = comprasEPagamentos(semente, n) as [
      { campo: 'efatura'; bytes: Uint8Array },
      { campo: 'extrato'; bytes: Uint8Array },
    ];
    expect((await enviarFicheiro(empresaId, compras)).statusCode).toBe(201);
    const antes = { faturas: await faturas(empresaId), relatorios: await relatorios(empresaId) };
    expect((await enviarFicheiro(empresaId, pagamentos)).statusCode).toBe(201);
    expect(await new CorrespondenciasService().processarFora(t.pool, empresaId, u.editor.id)).toEqual({
      correspondencias: n,
      erros: 0,
    });
    const { rows } = await t.pool.query<{ id: string }>(
      "select id from importacoes where empresa_id = $1 and tipo = 'extrato'",
      [empresaId],
    );
    return { empresaId, extratoId: rows[0]?.id as string, antes };
  }
  const desfeita = (n: number) => ({ linhas: 0, movimentos: n, saldos: 1, contas: 1, ligacoes: n });

  it('puts the ledger back as it was before the statement, as one transaction does, in several parts', async () => {
    const emPartesA = await compradaEPaga('Anular Em Partes, Lda', 11, 400);
    const numa = await compradaEPaga('Anular Numa Transação, Lda', 12, 400);
    const portao = new PortaoContado();
    const feito = await new AnulacaoService(t.pool, emPartes(portao)).anular(
      emPartesA.empresaId,
      u.editor.id,
      emPartesA.extratoId,
    );
    expect(await new AnulacaoService(t.pool).anular(numa.empresaId, u.editor.id, numa.extratoId)).toEqual(
      feito,
    );
    expect(feito).toEqual(desfeita(400));
    // The other companies' turn after each part and step: more than the four steps.
    expect(portao.vezes).toBeGreaterThan(6);
    for (const { empresaId, antes } of [emPartesA, numa]) {
      expect(await faturas(empresaId)).toEqual(antes.faturas);
      expect(await relatorios(empresaId)).toEqual(antes.relatorios);
      expect(await estado(empresaId)).toEqual({
        ligacoes: 0,
        movimentos: 0,
        so_extrato: 0,
        em_curso: 0,
        anulacao: desfeita(400),
      });
    }
  });

  it('ends, before the gate opens, an undoing that failed half-way', async () => {
    const { empresaId, extratoId, antes } = await compradaEPaga('Anular Falhada, Lda', 13, 300);
    // The turn after the first part of the links (four steps read and mark before it): cut there once.
    const portao = new PortaoContado(5);
    expect(
      await new AnulacaoService(t.pool, emPartes(portao)).anular(empresaId, u.editor.id, extratoId),
    ).toEqual(desfeita(300));
    expect(portao.fechado(empresaId)).toBe(false);
    expect(await faturas(empresaId)).toEqual(antes.faturas);
    expect(await estado(empresaId)).toMatchObject({ ligacoes: 0, movimentos: 0, em_curso: 0 });
  });

  it("a stopped server's undoing, half-way, is ended at the next start and counts what every part did", async () => {
    const { empresaId, extratoId, antes } = await compradaEPaga('Anular Interrompida, Lda', 14, 300);
    // Cut after the first part of the links (200 of them), and again when ended once more: as a server stopped
    // there leaves it.
    const portao = new PortaoContado(5, 2);
    await expect(
      new AnulacaoService(t.pool, emPartes(portao)).anular(empresaId, u.editor.id, extratoId),
    ).rejects.toThrow('escrita cortada');
    const meio = await estado(empresaId);
    expect(meio).toMatchObject({ movimentos: 300, em_curso: 1, anulacao: null });
    expect(meio.ligacoes).toBeGreaterThan(0);
    expect(meio.ligacoes).toBeLessThan(300);

    // Two servers starting on the database at once: one ends it, the other finds it ended and starts all the same.
    const arranques = await Promise.all([
      concluirAnulacoesInterrompidas(t.pool, empresaId),
      concluirAnulacoesInterrompidas(t.pool, empresaId),
    ]);
    expect(arranques.sort()).toEqual([0, 1]);
    expect(await estado(empresaId)).toEqual({
      ligacoes: 0,
      movimentos: 0,
      so_extrato: 0,
      em_curso: 0,
      anulacao: desfeita(300),
    });
    expect(await faturas(empresaId)).toEqual(antes.faturas);
    expect(await relatorios(empresaId)).toEqual(antes.relatorios);
    expect(await concluirAnulacoesInterrompidas(t.pool, empresaId)).toBe(0);
    // Asking again says it is done.
    const outraVez = await t.app.inject({
      method: 'DELETE',
      url: `/delete/importacao/${empresaId}/${extratoId}`,
      headers: u.editor.auth,
    });
    expect(outraVez.statusCode).toBe(409);
  });
});

/** Invoice `i`'s total: 10,00 € and a cent more each. */
const totalDe = (i: number) => 1_000 + i;
const total = (n: number) => Array.from({ length: n }, (_, i) => totalDe(i)).reduce((a, b) => a + b, 0);

/** `n` purchases of one supplier and the bank line that pays each, naming it: each pays one invoice. */
function comprasEPagamentos(
  semente: number,
  n: number,
): Array<{ campo: 'efatura' | 'extrato'; bytes: Uint8Array }> {
  const emitente = nif(String(50_900_000 + semente));
  const compras = escreverEfaturaAdquirente(
    Array.from({ length: n }, (_, i) => ({
      nifEmitente: emitente,
      nomeEmitente: 'Papelaria Exemplo, Lda',
      numero: `FT P${semente}/${i + 1}`,
      atcud: `PPPP${semente}-${i + 1}`,
      tipo: 'Fatura',
      data: `2026-03-${String(1 + (i % 20)).padStart(2, '0')}`,
      baseCents: totalDe(i) - Math.round(totalDe(i) * 0.1869),
      ivaCents: Math.round(totalDe(i) * 0.1869),
      situacao: 'Registado',
    })),
    'A',
  );
  const pagamentos = escreverExtratoCgd({
    conta: `05749${String(semente).padStart(8, '0')}`,
    saldoInicialCents: 10_000_000,
    dataInicio: '2026-03-01',
    dataFim: '2026-04-30',
    dataExportacao: '2026-05-01',
    linhas: Array.from({ length: n }, (_, i) => ({
      data: `2026-03-${String(5 + (i % 20)).padStart(2, '0')}`,
      descricao: `TRF PAPELARIA EXEMPLO FT P${semente}/${i + 1}`,
      valorCents: -totalDe(i),
    })),
  });
  return [
    { campo: 'efatura', bytes: compras },
    { campo: 'extrato', bytes: pagamentos },
  ];
}
