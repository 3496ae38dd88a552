import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import { type EscritaDaBase, escreverEmPartes, NUMA_TRANSACAO } from '../../db/escrita-em-partes';
import { aParte } from '../../processo/a-parte';
import { emparelharTransferencias } from '../contas/transferencias.repository';
import { type Calculado, type Lido, quantasLigacoes } from './calculo';
import { aplicarLiquidacoesCartao, classificarComissoesDoBanco, criarComissoes } from './cartoes.repository';
import { CorrespondenciasRepository } from './correspondencias.repository';
import { AnaliseAMedida, bloquearLedger, type LinhaLigada, ligarVarias } from './ligacoes.repository';

export type ResultadoProcessamento = { correspondencias: number; erros: number };

/** A run's phases, for whoever reports its progress: reading the ledger, the engine, writing the links. */
export type FaseCorrespondencias = 'ler' | 'calcular' | 'escrever';
export type AoProgredir = (fase: FaseCorrespondencias, feito: number, total: number) => void | Promise<void>;

export class CorrespondenciasService {
  private readonly repo = new CorrespondenciasRepository();

  /**
   * One matching run inside the caller's transaction: the company's invoices and bank lines go through
   * the core engine with the existing links as fixed pairs, each new match is linked, and the errors
   * report is replaced.
   */
  async processar(tx: Queryable, empresaId: string, userId: string | null): Promise<ResultadoProcessamento> {
    await bloquearLedger(tx, empresaId);
    // Transfers between own accounts first: their legs settle no document.
    await emparelharTransferencias(tx, empresaId, userId);
    return this.escrever(tx, empresaId, userId, await this.calcular(tx, empresaId));
  }

  /**
   * The same run with the database held only to read and to write: the ledger is read in one snapshot, the
   * engine runs with no transaction open (the embedded database serves one at a time), then the write
   * transaction takes the ledger's lock and checks the fingerprint of what was read. Anything changed
   * since (another run, an edit, a transfer paired now) → read and computed again inside it, as `processar`.
   * On the embedded database (`escrita.emPartes`) the run is the company's alone instead, and its links are
   * written in parts (`processarEmPartes`).
   */
  async processarFora(
    pool: pg.Pool,
    empresaId: string,
    userId: string | null,
    aoProgredir?: AoProgredir,
    escrita: EscritaDaBase = NUMA_TRANSACAO,
  ): Promise<ResultadoProcessamento> {
    if (escrita.emPartes)
      return escrita.portao.sozinho(empresaId, () =>
        this.processarEmPartes(pool, empresaId, userId, aoProgredir, escrita),
      );
    await aoProgredir?.('ler', 0, 1);
    const { impressao, aCalcular } = await this.lerECalcular(pool, empresaId, aoProgredir);
    const calculado = await aCalcular;
    await aoProgredir?.('escrever', 0, quantasLigacoes(calculado.grupos));
    const { resultado, linhas } = await withTransaction(pool, async (tx) => {
      await bloquearLedger(tx, empresaId);
      await emparelharTransferencias(tx, empresaId, userId);
      const igual = (await this.repo.impressao(tx, empresaId)) === impressao;
      const atual = igual ? calculado : await this.calcular(tx, empresaId);
      return {
        resultado: await this.escrever(tx, empresaId, userId, atual),
        linhas: quantasLigacoes(atual.grupos),
      };
    });
    await aoProgredir?.('escrever', linhas, linhas);
    return resultado;
  }

  /**
   * A run on the embedded database, inside the company's gate: nothing else writes its ledger until the run
   * ends, so what is read stays true without a snapshot held open. Each link is a consistent state of its own
   * (a run cut short leaves whole links, and the next run goes on from them), so the links are committed in
   * parts, other companies' requests running in between; the errors report is replaced at the end.
   */
  private async processarEmPartes(
    pool: pg.Pool,
    empresaId: string,
    userId: string | null,
    aoProgredir: AoProgredir | undefined,
    { portao, alvoPorParteMs: alvoMs }: Extract<EscritaDaBase, { emPartes: true }>,
  ): Promise<ResultadoProcessamento> {
    await aoProgredir?.('ler', 0, 1);
    await withTransaction(pool, (tx) => emparelharTransferencias(tx, empresaId, userId));
    const calculado = await this.calcular(pool, empresaId, aoProgredir);
    const total = quantasLigacoes(calculado.grupos);
    await aoProgredir?.('escrever', 0, total);
    // The commissions' rows and the card settlements they share a bank line with go first, together (a
    // commission's row is new: its link joins only its bank line's group).
    const resto = await withTransaction(pool, async (tx) => {
      const comissoes = await criarComissoes(tx, empresaId, calculado.cartoes, userId);
      const comComissao = new Set(comissoes.map((c) => c.movimentoId));
      const comUma = (g: readonly LinhaLigada[]) => g.some((l) => comComissao.has(l.movimentoId));
      const primeiros = calculado.grupos.filter(comUma);
      await ligarVarias(
        tx,
        empresaId,
        [...primeiros.flat(), ...comissoes],
        { manual: false, userId },
        { analisar: false },
      );
      return calculado.grupos.filter((g) => !comUma(g));
    });
    const jaEscritas = total - quantasLigacoes(resto);
    const analise = new AnaliseAMedida(true);
    await escreverEmPartes(
      resto,
      (parte) =>
        withTransaction(pool, async (tx) => {
          const linhas = parte.flat();
          await ligarVarias(tx, empresaId, linhas, { manual: false, userId }, { analisar: false });
          await analise.depoisDe(tx, linhas.length);
        }),
      {
        peso: (grupo) => grupo.length,
        entreAsPartes: () => portao.darVez(),
        aoAvancar: (feitos) => aoProgredir?.('escrever', jaEscritas + feitos, total),
        ...(alvoMs ? { alvoMs } : {}),
      },
    );
    // The statistics are the embedded database's upkeep's, once the big writes end.
    return withTransaction(pool, async (tx) => {
      await aplicarLiquidacoesCartao(tx, empresaId, calculado.liquidacoesCartao, userId);
      await classificarComissoesDoBanco(tx, empresaId, userId);
      await this.repo.substituirErros(tx, empresaId, calculado.erros);
      return { correspondencias: calculado.correspondencias, erros: calculado.erros.length };
    });
  }

  /** The ledger and its fingerprint in one snapshot, the ledger then posted to the engine (and let go). */
  private async lerECalcular(pool: pg.Pool, empresaId: string, aoProgredir?: AoProgredir) {
    const { impressao, lido } = await withTransaction(pool, async (tx) => {
      await tx.query('set transaction isolation level repeatable read, read only');
      return { impressao: await this.repo.impressao(tx, empresaId), lido: await this.ler(tx, empresaId) };
    });
    return { impressao, aCalcular: calcularLido(lido, aoProgredir) };
  }

  private async escrever(
    tx: Queryable,
    empresaId: string,
    userId: string | null,
    { grupos, erros, correspondencias, cartoes, liquidacoesCartao }: Calculado,
  ): Promise<ResultadoProcessamento> {
    // The commissions' rows first: they are linked with the settlements' documents.
    const comissoes = await criarComissoes(tx, empresaId, cartoes, userId);
    await ligarVarias(tx, empresaId, [...grupos.flat(), ...comissoes], { manual: false, userId });
    await aplicarLiquidacoesCartao(tx, empresaId, liquidacoesCartao, userId);
    await classificarComissoesDoBanco(tx, empresaId, userId);
    await this.repo.substituirErros(tx, empresaId, erros);
    return { correspondencias, erros: erros.length };
  }

  private async calcular(tx: Queryable | pg.Pool, empresaId: string, aoProgredir?: AoProgredir) {
    return calcularLido(await this.ler(tx, empresaId), aoProgredir);
  }

  private async ler(tx: Queryable | pg.Pool, empresaId: string): Promise<Lido> {
    return {
      faturas: await this.repo.listFaturas(tx, empresaId),
      movimentos: await this.repo.listMovimentos(tx, empresaId),
      paresFixos: await this.repo.listParesFixos(tx, empresaId),
      bloqueados: await this.repo.listBloqueados(tx, empresaId),
    };
  }
}

/**
 * The engine in the server's worker thread: a 100 000-line ledger would hold the event loop for seconds. The
 * ledger is copied to the worker when posted, and no caller keeps it after: while the engine runs (and the
 * links are written) only the worker's copy exists, once collected (at 100 000 + 100 000 lines the run's peak
 * went 972 -> 657 MiB; after a file is posted, a collection gained ~20 MiB, not worth its 70-180 ms pause).
 */
async function calcularLido(lido: Lido, aoProgredir?: AoProgredir): Promise<Calculado> {
  await aoProgredir?.('calcular', 0, 1);
  return aParte.executar({ tipo: 'correspondencias', lido }, { recolherDepois: true });
}
