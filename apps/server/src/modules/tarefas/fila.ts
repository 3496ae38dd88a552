import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import { AppError, conflito, type ErrorCode } from '../../errors/app-error';
import type { Tarefas } from '../../http/tarefas';

export type TipoDeTarefa = 'importacao';

/** What a job is doing now: its phase, and how far into it (n of N). */
export type Progresso = { fase: string; feitas: number; total: number; ficheiro?: string };

export type FicheiroDaTarefa = { campo: string; nome: string; bytes: Uint8Array };

/** A job as a worker runs it: what the request asked for, and the files it sent. */
export type TarefaAExecutar = {
  id: string;
  empresaId: string;
  criadaPor: string | null;
  parametros: Record<string, unknown>;
  ficheiros: FicheiroDaTarefa[];
};

export type ContextoDaTarefa = {
  progresso(p: Progresso): void;
  /**
   * Marks the job done inside the caller's transaction, so its result and its work commit together: a job
   * taken over by another worker meanwhile makes the transaction fail instead of committing the work twice.
   */
  concluirEm(tx: Queryable, resultado: unknown): Promise<void>;
};

export type Executor = (tarefa: TarefaAExecutar, contexto: ContextoDaTarefa) => Promise<unknown>;

/** An error as the job keeps it: the request that waits for the job answers it as the error handler would. */
type ErroGuardado = { codigo: ErrorCode | 'interno'; message: string; details?: unknown };

export type EstadoDaTarefa = {
  id: string;
  empresaId: string;
  tipo: TipoDeTarefa;
  estado: 'a-correr' | 'concluida' | 'falhada';
  progresso: Progresso | null;
  resultado: unknown;
  erro: ErroGuardado | null;
  ficheiros: string[];
  criadaEm: Date;
  terminadaEm: Date | null;
};

export type OpcoesDaFila = {
  /** How often a running job's row says its worker is alive. */
  batidaMs?: number;
  /** A running job whose row was not touched for this long lost its worker. 0: any other worker's (the embedded
   * database has one server at a time, so a job of another worker is one of a previous start). */
  orfaAposMs?: number;
  /** How often a started queue looks for jobs that lost their worker. */
  procuraMs?: number;
  /** How long a finished job stays readable. */
  guardarTerminadasMs?: number;
  /** Runs of a job, counting the first; past them a job whose process stopped fails instead of running again. */
  maxTentativas?: number;
};

type LinhaTarefa = {
  id: string;
  empresa_id: string;
  tipo: TipoDeTarefa;
  estado: EstadoDaTarefa['estado'];
  progresso: Progresso | null;
  resultado: unknown;
  erro: ErroGuardado | null;
  ficheiros: string[];
  criada_em: Date;
  terminada_em: Date | null;
};

const COLUNAS = `t.id, t.empresa_id, t.tipo, t.estado, t.progresso, t.resultado, t.erro, t.criada_em, t.terminada_em,
  coalesce(t.parametros -> 'ficheiros', '[]'::jsonb) as ficheiros`;

const paraEstado = (l: LinhaTarefa): EstadoDaTarefa => ({
  id: l.id,
  empresaId: l.empresa_id,
  tipo: l.tipo,
  estado: l.estado,
  progresso: l.progresso,
  resultado: l.resultado,
  erro: l.erro,
  ficheiros: l.ficheiros,
  criadaEm: l.criada_em,
  terminadaEm: l.terminada_em,
});

function guardarErro(erro: unknown): ErroGuardado {
  if (erro instanceof AppError)
    return {
      codigo: erro.code,
      message: erro.message,
      ...(erro.details === undefined ? {} : { details: erro.details }),
    };
  return { codigo: 'interno', message: 'A tarefa falhou por um erro interno do servidor.' };
}

/** The error a request answers for a job that failed: the same status, message and details. */
export function erroDaTarefa(erro: ErroGuardado): Error {
  if (erro.codigo === 'interno') return new Error(erro.message);
  return new AppError(erro.codigo, erro.message, {}, erro.details);
}

const INTERROMPIDA: ErroGuardado = {
  codigo: 'conflito',
  message:
    'A importação foi interrompida porque o servidor parou a meio, e não foi feita: nada ficou gravado. ' +
    'Volte a importar os ficheiros.',
};

/**
 * Jobs kept in the database (issue 19): the same on PGlite and PostgreSQL, and across server processes. A request
 * writes its job with its files and runs it here at once; the row says which process runs it and when that process
 * last said it was alive. A started queue takes over the jobs whose process stopped (SKIP LOCKED: two servers never
 * take the same row) and runs them again: a job's work is all or nothing, so a second run starts from clean data.
 */
export class FilaDeTarefas {
  readonly trabalhador = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly executores = new Map<TipoDeTarefa, Executor>();
  /** Jobs running in this process, with their progress: on PGlite a job's own transaction holds the database. */
  private readonly emCurso = new Map<string, { empresaId: string; progresso: Progresso | null }>();
  private readonly batidaMs: number;
  private readonly orfaAposMs: number;
  private readonly procuraMs: number;
  private readonly guardarTerminadasMs: number;
  private readonly maxTentativas: number;
  private relogios: NodeJS.Timeout[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly tarefas: Tarefas,
    private readonly log: FastifyBaseLogger,
    opcoes: OpcoesDaFila = {},
  ) {
    this.batidaMs = opcoes.batidaMs ?? 10_000;
    this.orfaAposMs = opcoes.orfaAposMs ?? 60_000;
    this.procuraMs = opcoes.procuraMs ?? 15_000;
    this.guardarTerminadasMs = opcoes.guardarTerminadasMs ?? 7 * 24 * 3600_000;
    this.maxTentativas = opcoes.maxTentativas ?? 2;
  }

  registar(tipo: TipoDeTarefa, executor: Executor): void {
    this.executores.set(tipo, executor);
  }

  /** Writes a job and its files, claimed by this process; `id` may come from the client, to follow it at once. */
  async criar(pedido: {
    id?: string | undefined;
    tipo: TipoDeTarefa;
    empresaId: string;
    criadaPor: string;
    parametros: Record<string, unknown>;
    ficheiros: readonly FicheiroDaTarefa[];
  }): Promise<string> {
    const id = pedido.id ?? randomUUID();
    await withTransaction(this.pool, async (tx) => {
      const { rowCount } = await tx.query(
        `insert into tarefas (id, empresa_id, criada_por, tipo, estado, parametros, trabalhador)
         values ($1, $2, $3, $4, 'a-correr', $5, $6) on conflict (id) do nothing`,
        [
          id,
          pedido.empresaId,
          pedido.criadaPor,
          pedido.tipo,
          { ...pedido.parametros, ficheiros: pedido.ficheiros.map((f) => f.nome) },
          this.trabalhador,
        ],
      );
      if (rowCount === 0) throw conflito('Já existe uma tarefa com este identificador.');
      for (const [ordem, f] of pedido.ficheiros.entries())
        await tx.query(
          'insert into tarefas_ficheiros (tarefa_id, ordem, campo, nome, conteudo) values ($1, $2, $3, $4, $5)',
          [id, ordem, f.campo, f.nome, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength)],
        );
    });
    this.emCurso.set(id, { empresaId: pedido.empresaId, progresso: null });
    return id;
  }

  /**
   * Runs a job this process holds and answers its result, or throws its error. A job outlives the request
   * that waits for it: a client that goes away does not stop it, and the server's close waits for it. The files,
   * when the request still has them, are not read back from the row.
   */
  executar(id: string, ficheiros?: readonly FicheiroDaTarefa[]): Promise<unknown> {
    const execucao = this.correr(id, ficheiros);
    this.tarefas.executar('tarefa', () => execucao.then(() => undefined));
    return execucao.then((estado) => {
      if (estado.estado === 'falhada' && estado.erro) throw erroDaTarefa(estado.erro);
      return estado.resultado;
    });
  }

  /** A job as the company sees it: this process's progress while it runs here, else the row's. */
  async estado(empresaId: string, id: string): Promise<EstadoDaTarefa | undefined> {
    const { rows } = await this.pool.query<LinhaTarefa>(
      `select ${COLUNAS} from tarefas t where t.id = $1 and t.empresa_id = $2`,
      [id, empresaId],
    );
    const linha = rows[0];
    return linha ? this.comProgressoLocal(paraEstado(linha)) : undefined;
  }

  /** The company's jobs still running, oldest first: a page opened again follows them. */
  async aCorrer(empresaId: string, tipo: TipoDeTarefa): Promise<EstadoDaTarefa[]> {
    const { rows } = await this.pool.query<LinhaTarefa>(
      `select ${COLUNAS} from tarefas t
       where t.empresa_id = $1 and t.tipo = $2 and t.estado = 'a-correr' order by t.criada_em`,
      [empresaId, tipo],
    );
    return rows.map((l) => this.comProgressoLocal(paraEstado(l)));
  }

  /** Starts the heartbeat of this process's jobs and the search for jobs that lost their process. */
  iniciar(): void {
    this.relogios.push(
      setInterval(() => void this.bater().catch((e) => this.avisar(e)), this.batidaMs).unref(),
      setInterval(() => void this.retomar().catch((e) => this.avisar(e)), this.procuraMs).unref(),
    );
    void this.retomar().catch((e) => this.avisar(e));
  }

  parar(): void {
    for (const r of this.relogios) clearInterval(r);
    this.relogios = [];
  }

  /**
   * Takes the jobs whose process stopped, one at a time, and runs them again (or fails them, past maxTentativas).
   * Answers how many it took. Finished jobs past their keeping time go too.
   */
  async retomar(): Promise<number> {
    await this.pool.query(
      `delete from tarefas where estado <> 'a-correr' and terminada_em < now() - make_interval(secs => $1)`,
      [this.guardarTerminadasMs / 1000],
    );
    let tomadas = 0;
    for (;;) {
      const { rows } = await this.pool.query<{ id: string; empresa_id: string; tentativas: number }>(
        `update tarefas t set trabalhador = $1, tentativas = t.tentativas + 1, batida_em = now(), progresso = null
         where t.id = (
           select id from tarefas
           where estado = 'a-correr' and trabalhador is distinct from $1
             and batida_em <= now() - make_interval(secs => $2)
           order by criada_em limit 1 for update skip locked
         )
         returning t.id, t.empresa_id, t.tentativas`,
        [this.trabalhador, this.orfaAposMs / 1000],
      );
      const tomada = rows[0];
      if (!tomada) return tomadas;
      tomadas++;
      if (tomada.tentativas > this.maxTentativas) {
        await this.terminar(tomada.id, 'falhada', null, INTERROMPIDA);
        this.log.warn({ tarefa: tomada.id }, 'Tarefa interrompida demasiadas vezes: marcada como falhada.');
        continue;
      }
      this.log.warn({ tarefa: tomada.id }, 'Tarefa retomada: o processo que a fazia parou.');
      this.emCurso.set(tomada.id, { empresaId: tomada.empresa_id, progresso: null });
      this.executar(tomada.id).catch(() => undefined);
    }
  }

  private comProgressoLocal(estado: EstadoDaTarefa): EstadoDaTarefa {
    const local = this.emCurso.get(estado.id);
    return local && estado.estado === 'a-correr' ? { ...estado, progresso: local.progresso } : estado;
  }

  private async correr(id: string, recebidos?: readonly FicheiroDaTarefa[]): Promise<EstadoDaTarefa> {
    try {
      const { rows } = await this.pool.query<{
        empresa_id: string;
        criada_por: string | null;
        tipo: TipoDeTarefa;
        parametros: Record<string, unknown>;
      }>(
        `select empresa_id, criada_por, tipo, parametros from tarefas
         where id = $1 and estado = 'a-correr' and trabalhador = $2`,
        [id, this.trabalhador],
      );
      const linha = rows[0];
      if (!linha) throw new Error(`A tarefa ${id} não está com este processo.`);
      const executor = this.executores.get(linha.tipo);
      if (!executor) throw new Error(`Nenhum executor para as tarefas de tipo ${linha.tipo}.`);
      const ficheiros =
        recebidos ??
        (
          await this.pool.query<{ campo: string; nome: string; conteudo: Buffer }>(
            'select campo, nome, conteudo from tarefas_ficheiros where tarefa_id = $1 order by ordem',
            [id],
          )
        ).rows.map((f) => ({ campo: f.campo, nome: f.nome, bytes: f.conteudo }));
      const resultado = await executor(
        {
          id,
          empresaId: linha.empresa_id,
          criadaPor: linha.criada_por,
          parametros: linha.parametros,
          ficheiros: [...ficheiros],
        },
        {
          progresso: (p) => this.progresso(id, p),
          concluirEm: async (tx, r) => {
            if (!(await this.terminarEm(tx, id, 'concluida', r, null)))
              throw new Error(`A tarefa ${id} passou para outro processo.`);
          },
        },
      );
      await this.terminar(id, 'concluida', resultado, null);
    } catch (erro) {
      if (!(erro instanceof AppError)) this.log.error({ err: erro, tarefa: id }, 'A tarefa falhou.');
      await this.terminar(id, 'falhada', null, guardarErro(erro));
    } finally {
      this.emCurso.delete(id);
    }
    const { rows } = await this.pool.query<LinhaTarefa>(`select ${COLUNAS} from tarefas t where t.id = $1`, [
      id,
    ]);
    return paraEstado(rows[0] as LinhaTarefa);
  }

  /** Kept here at once; written to the row for the other servers (on PGlite, once the job's transaction ends). */
  private progresso(id: string, progresso: Progresso): void {
    const local = this.emCurso.get(id);
    if (local) local.progresso = progresso;
    this.pool
      .query(
        `update tarefas set progresso = $3, batida_em = now()
         where id = $1 and trabalhador = $2 and estado = 'a-correr'`,
        [id, this.trabalhador, progresso],
      )
      .catch((e) => this.avisar(e));
  }

  private async terminar(
    id: string,
    estado: 'concluida' | 'falhada',
    resultado: unknown,
    erro: ErroGuardado | null,
  ): Promise<void> {
    await this.terminarEm(this.pool, id, estado, resultado, erro);
  }

  /** Only while this process holds the job; its files go with it. */
  private async terminarEm(
    db: Queryable,
    id: string,
    estado: 'concluida' | 'falhada',
    resultado: unknown,
    erro: ErroGuardado | null,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `update tarefas set estado = $3, resultado = $4, erro = $5, terminada_em = now()
       where id = $1 and trabalhador = $2 and estado = 'a-correr'`,
      [id, this.trabalhador, estado, resultado === null ? null : JSON.stringify(resultado), erro],
    );
    if (rowCount === 0) return false;
    await db.query('delete from tarefas_ficheiros where tarefa_id = $1', [id]);
    return true;
  }

  private async bater(): Promise<void> {
    if (this.emCurso.size === 0) return;
    await this.pool.query(
      `update tarefas set batida_em = now() where id = any($1) and trabalhador = $2 and estado = 'a-correr'`,
      [[...this.emCurso.keys()], this.trabalhador],
    );
  }

  private avisar(erro: unknown): void {
    this.log.warn({ err: erro }, 'A fila de tarefas não conseguiu falar com a base de dados.');
  }
}
