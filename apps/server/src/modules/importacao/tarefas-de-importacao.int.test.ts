import { randomUUID } from 'node:crypto';
import { nifCheckDigit } from '@contas/core';
import { escreverEfaturaAdquirente, escreverExtratoCgd } from '@contas/core/gerador';
import { describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import { appComUtilizadores, criarEmpresaDeTeste, type TestUser } from '../../../test/test-app';
import { FilaDeTarefas } from '../tarefas/fila';
import { ImportacaoService, type ProgressoDaImportacao } from './importacao.service';
import { registarTarefaDeImportacao } from './importacao.tarefa';

const { t, u } = appComUtilizadores(['editor', 'leitor', 'outsider']);

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;

/** Each test's own documents and account: no file is another company's. */
function ficheiros(semente: number) {
  const emitente = nif(String(50_800_000 + semente));
  const compras = escreverEfaturaAdquirente(
    [1, 2, 3].map((n) => ({
      nifEmitente: emitente,
      nomeEmitente: 'Fornecedor Exemplo, Lda',
      numero: `FT T${semente}/${n}`,
      atcud: `TTTT${semente}-${n}`,
      tipo: 'Fatura',
      data: `2026-03-0${n}`,
      baseCents: 1_000 * n,
      ivaCents: 230 * n,
      situacao: 'Registado',
    })),
    'A',
  );
  const extrato = escreverExtratoCgd({
    conta: `0574${String(semente).padStart(9, '0')}`,
    saldoInicialCents: 100_000,
    dataInicio: '2026-03-01',
    dataFim: '2026-03-31',
    dataExportacao: '2026-04-01',
    linhas: [
      { data: '2026-03-02', descricao: 'TRF FORNECEDOR EXEMPLO', valorCents: -1_230 },
      { data: '2026-03-05', descricao: 'TPA VENDAS 99', valorCents: 50_000 },
    ],
  });
  return [
    { campo: 'efatura' as const, nome: 'compras.csv', bytes: compras },
    { campo: 'extrato' as const, nome: 'cgd.csv', bytes: extrato },
  ];
}

async function empresa() {
  const { id } = await criarEmpresaDeTeste(t, {
    nome: 'Tarefas Exemplo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Loja 1'],
  });
  return id;
}

function enviar(empresaId: string, partes: readonly ParteMultipart[]) {
  const { payload, headers } = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
}

const tarefa = (empresaId: string, id: string, quem: TestUser = u.editor) =>
  t.app.inject({ method: 'GET', url: `/api/importacoes/${empresaId}/tarefas/${id}`, headers: quem.auth });

async function contar(empresaId: string) {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from planilha where empresa_id = $1) as planilha,
            (select count(*)::int from movimentos where empresa_id = $1) as movimentos,
            (select count(*)::int from importacoes where empresa_id = $1) as importacoes`,
    [empresaId],
  );
  return rows[0] as { planilha: number; movimentos: number; importacoes: number };
}

describe('an upload is a job in the database (issue 19)', () => {
  it('answers as SPEC §7 says, names its job, and the job keeps that answer; its files are gone', async () => {
    const empresaId = await empresa();
    const id = randomUUID();
    const resposta = await enviar(empresaId, [{ campo: 'tarefa', valor: id }, ...ficheiros(1)]);
    expect(resposta.statusCode).toBe(201);
    expect(resposta.headers['x-tarefa']).toBe(id);
    const corpo = resposta.json();
    expect(corpo.message).toBe('Importamento concluído!');
    expect(
      corpo.resultados.map((r: { ficheiro: string; importadas: number }) => [r.ficheiro, r.importadas]),
    ).toEqual([
      ['compras.csv', 3],
      ['cgd.csv', 2],
    ]);

    const lida = await tarefa(empresaId, id);
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toMatchObject({
      _id: id,
      estado: 'concluida',
      ficheiros: ['compras.csv', 'cgd.csv'],
      resultado: corpo,
      erro: null,
    });
    const lista = await t.app.inject({
      method: 'GET',
      url: `/api/importacoes/${empresaId}/tarefas`,
      headers: u.editor.auth,
    });
    expect(lista.json()).toEqual([]);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from tarefas_ficheiros where tarefa_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('without an id from the client the server chooses one and says it', async () => {
    const empresaId = await empresa();
    const resposta = await enviar(empresaId, ficheiros(2));
    expect(resposta.statusCode).toBe(201);
    const id = String(resposta.headers['x-tarefa']);
    expect((await tarefa(empresaId, id)).json().estado).toBe('concluida');
  });

  it('a job is its company’s: 404 to another company and to an outsider, 403 to a reader, 400 for a bad id', async () => {
    const empresaId = await empresa();
    const outra = await empresa();
    const id = randomUUID();
    expect((await enviar(empresaId, [{ campo: 'tarefa', valor: id }, ...ficheiros(3)])).statusCode).toBe(201);
    const daOutra = await tarefa(outra, id);
    expect(daOutra.statusCode).toBe(404);
    expect(daOutra.json().message).toBe('Tarefa não encontrada.');
    expect((await tarefa(empresaId, id, u.outsider)).statusCode).toBe(404);
    expect((await tarefa(empresaId, id, u.leitor)).statusCode).toBe(403);
    const invalida = await enviar(empresaId, [{ campo: 'tarefa', valor: 'x' }, ...ficheiros(4)]);
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().message).toBe('Identificador de tarefa inválido: "x" (esperava um UUID).');
    // The same id twice is refused: the second upload cannot read or overwrite the first's job.
    const repetida = await enviar(outra, [{ campo: 'tarefa', valor: id }, ...ficheiros(5)]);
    expect(repetida.statusCode).toBe(409);
    expect(await contar(outra)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0 });
  });

  it('a failed import answers the same error as before, and its job keeps the message', async () => {
    const empresaId = await empresa();
    const id = randomUUID();
    const resposta = await enviar(empresaId, [
      { campo: 'tarefa', valor: id },
      ...ficheiros(6),
      { campo: 'extrato', nome: 'outro.csv', bytes: new TextEncoder().encode('isto não é um extrato\n') },
    ]);
    expect(resposta.statusCode).toBe(400);
    const lida = (await tarefa(empresaId, id)).json();
    expect(lida.estado).toBe('falhada');
    expect(lida.erro.message).toBe(resposta.json().message);
    expect(lida.resultado).toBeNull();
    expect(await contar(empresaId)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0 });
  });

  it('the import says each phase as it starts: reading the files, then writing file n of N', async () => {
    const empresaId = await empresa();
    const fases: ProgressoDaImportacao[] = [];
    await new ImportacaoService(t.pool).importar(empresaId, u.editor.id, ficheiros(7), {
      progresso: (p) => fases.push(p),
    });
    expect(fases).toEqual([
      { fase: 'a-ler', feitas: 0, total: 2 },
      { fase: 'a-escrever', feitas: 0, total: 2, ficheiro: 'compras.csv' },
      { fase: 'a-escrever', feitas: 1, total: 2, ficheiro: 'cgd.csv' },
    ]);
  });
});

describe('a job whose server stopped', () => {
  /** A job written by a process that then died: its row says running, and nobody beats its heart. */
  async function tarefaOrfa(empresaId: string, semente: number, tentativas: number) {
    const morta = new FilaDeTarefas(t.pool, t.app.tarefas, t.app.log);
    const id = await morta.criar({
      tipo: 'importacao',
      empresaId,
      criadaPor: u.editor.id,
      parametros: { confirmarContas: false },
      ficheiros: ficheiros(semente),
    });
    await t.pool.query(
      `update tarefas set batida_em = now() - interval '1 hour', tentativas = $2 where id = $1`,
      [id, tentativas],
    );
    return id;
  }

  /** Another server: it takes jobs silent for 30 minutes (other tests' running jobs are not). */
  function outroServidor() {
    const fila = new FilaDeTarefas(t.pool, t.app.tarefas, t.app.log, { orfaAposMs: 30 * 60_000 });
    registarTarefaDeImportacao(fila, new ImportacaoService(t.pool));
    return fila;
  }

  it('is taken over and run again from the files it kept: the import is whole, once', async () => {
    const empresaId = await empresa();
    const id = await tarefaOrfa(empresaId, 8, 1);
    const fila = outroServidor();
    expect(await fila.retomar()).toBeGreaterThanOrEqual(1);
    await t.app.tarefas.esperar();
    const lida = (await tarefa(empresaId, id)).json();
    expect(lida.estado).toBe('concluida');
    expect(
      lida.resultado.resultados.map((r: { ficheiro: string; importadas: number }) => [
        r.ficheiro,
        r.importadas,
      ]),
    ).toEqual([
      ['compras.csv', 3],
      ['cgd.csv', 2],
    ]);
    // 3 documents + 2 bank lines' rows, 2 movements, 2 imports.
    expect(await contar(empresaId)).toEqual({ planilha: 5, movimentos: 2, importacoes: 2 });
    const { rows } = await t.pool.query('select tentativas, trabalhador from tarefas where id = $1', [id]);
    expect(rows[0]).toEqual({ tentativas: 2, trabalhador: fila.trabalhador });
    // Done: a later search takes it no more.
    await fila.retomar();
    await t.app.tarefas.esperar();
    expect(await contar(empresaId)).toEqual({ planilha: 5, movimentos: 2, importacoes: 2 });
  });

  it('past its second try it fails with a message saying nothing was written', async () => {
    const empresaId = await empresa();
    const id = await tarefaOrfa(empresaId, 9, 2);
    await outroServidor().retomar();
    await t.app.tarefas.esperar();
    const lida = (await tarefa(empresaId, id)).json();
    expect(lida.estado).toBe('falhada');
    expect(lida.erro.message).toBe(
      'A importação foi interrompida porque o servidor parou a meio, e não foi feita: nada ficou gravado. ' +
        'Volte a importar os ficheiros.',
    );
    expect(await contar(empresaId)).toEqual({ planilha: 0, movimentos: 0, importacoes: 0 });
  });
});
