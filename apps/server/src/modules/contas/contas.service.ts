import {
  type AnaliseConta,
  analisarConta,
  type Cents,
  type ExtratoDaConta,
  type MovimentoDaConta,
  saldoNoFimDoDia,
} from '@contas/core';
import type { Queryable } from '../../db/database';
import type { SaldosBancarios } from '../relatorios/caixa-inicial';
import { type ContaRow, ContasRepository } from './contas.repository';

/** An account with what its statements and lines say of it. */
export type ContaAnalisada = ContaRow & { analise: AnaliseConta; extratos: number };

type Dados = {
  contas: ContaRow[];
  extratos: Map<string, ExtratoDaConta[]>;
  movimentos: Map<string, MovimentoDaConta[]>;
};

function agrupar<T>(linhas: readonly T[], chave: (l: T) => string): Map<string, T[]> {
  const grupos = new Map<string, T[]>();
  for (const l of linhas) {
    const k = chave(l);
    const grupo = grupos.get(k);
    if (grupo) grupo.push(l);
    else grupos.set(k, [l]);
  }
  return grupos;
}

/** The company's bank accounts and their balances (core's contas/saldos on what the imports wrote). */
export class ContasService {
  private readonly repo = new ContasRepository();

  constructor(private readonly db: Queryable) {}

  private async dados(empresaId: string): Promise<Dados> {
    const [contas, extratos, movimentos] = await Promise.all([
      this.repo.listar(this.db, empresaId),
      this.repo.extratos(this.db, empresaId),
      this.repo.movimentosPorDia(this.db, empresaId),
    ]);
    return {
      contas,
      extratos: new Map(
        [...agrupar(extratos, (e) => e.conta_id)].map(([id, lista]) => [
          id,
          lista.map((e) => ({
            dataInicio: e.data_inicio,
            dataFim: e.data_fim,
            saldoInicialCents: e.saldo_inicial_cents,
            saldoFinalCents: e.saldo_final_cents,
          })),
        ]),
      ),
      movimentos: new Map(
        [...agrupar(movimentos, (m) => m.conta_id)].map(([id, lista]) => [
          id,
          lista.map((m) => ({ data: m.data, cents: m.cents })),
        ]),
      ),
    };
  }

  /** Every account with its opening, last balance and continuity. */
  async listar(empresaId: string): Promise<ContaAnalisada[]> {
    const { contas, extratos, movimentos } = await this.dados(empresaId);
    return contas.map((c) => ({
      ...c,
      analise: analisarConta(extratos.get(c.id) ?? [], movimentos.get(c.id) ?? []),
      extratos: extratos.get(c.id)?.length ?? 0,
    }));
  }

  /**
   * The banks' balances at the start (31 December before) and at the end of each year up to `ate`, from
   * the accounts with a statement in that year (a statement of other years says nothing of this one):
   * of all of them, and of those said to be of a store. Years without any statement are left out.
   */
  async saldosDosAnos(
    empresaId: string,
    ate: number,
  ): Promise<Map<number, { abertura: SaldosBancarios; fecho: SaldosBancarios }>> {
    const { contas, extratos, movimentos } = await this.dados(empresaId);
    type Saldos = { total: Cents; porLoja: Map<string, Cents> };
    const anos = new Map<number, { abertura: Saldos; fecho: Saldos }>();
    const somar = (alvo: Saldos, lojaId: string | null, cents: Cents) => {
      alvo.total += cents;
      if (lojaId) alvo.porLoja.set(lojaId, (alvo.porLoja.get(lojaId) ?? 0) + cents);
    };
    for (const c of contas) {
      const lista = extratos.get(c.id) ?? [];
      const linhas = movimentos.get(c.id) ?? [];
      const anosComExtrato = new Set<number>();
      for (const e of lista) {
        const de = Number((e.dataInicio ?? e.dataFim)?.slice(0, 4));
        const ate_ = Number((e.dataFim ?? e.dataInicio)?.slice(0, 4));
        for (let ano = de; ano <= Math.min(ate_, ate); ano++) anosComExtrato.add(ano);
      }
      for (const ano of anosComExtrato) {
        const abertura = saldoNoFimDoDia(lista, linhas, `${ano - 1}-12-31`);
        const fecho = saldoNoFimDoDia(lista, linhas, `${ano}-12-31`);
        if (abertura === undefined || fecho === undefined) continue;
        let doAno = anos.get(ano);
        if (!doAno) {
          doAno = { abertura: { total: 0, porLoja: new Map() }, fecho: { total: 0, porLoja: new Map() } };
          anos.set(ano, doAno);
        }
        somar(doAno.abertura, c.loja_id, abertura);
        somar(doAno.fecho, c.loja_id, fecho);
      }
    }
    return anos;
  }
}
