import type { Cents } from '@contas/core';
import { type Correspondencia, computeCorrespondencias } from '@contas/core/matching';
import type { Queryable } from '../../db/database';
import { emparelharTransferencias } from '../contas/transferencias.repository';
import { aplicarLiquidacoesCartao, classificarComissoesDoBanco, criarComissoes } from './cartoes.repository';
import { CorrespondenciasRepository } from './correspondencias.repository';
import { bloquearLedger, type LinhaLigada, ligarVarias } from './ligacoes.repository';

/**
 * How one match shares the money out. One bank line for several documents: each document its
 * signed total, the last the remainder, so that the shares add up to the line exactly (a credit
 * note netted in the payment gets its own, opposite, share). Several lines for one document
 * (instalments): each line wholly. The engine pairs several lines only with a single document.
 * A card settlement pays each of its sales documents wholly: the commission the acquirer kept is
 * its own row's share (`criarComissoes`).
 */
export function repartir(
  c: Correspondencia,
  totalDaFatura: ReadonlyMap<string, Cents>,
  valorDoMovimento: ReadonlyMap<string, Cents>,
): LinhaLigada[] {
  const ligada = (planilhaId: string, movimentoId: string, valorCents: Cents): LinhaLigada => ({
    planilhaId,
    movimentoId,
    valorCents,
    regra: c.regra,
    explicacao: c.explicacao,
  });
  const [movimento] = c.movimentoIds;
  if (c.regra === 'cartao' && movimento) {
    return c.faturaIds.map((f) => ligada(f, movimento, totalDaFatura.get(f) ?? 0));
  }
  if (c.movimentoIds.length === 1 && movimento) {
    let resto = valorDoMovimento.get(movimento) ?? 0;
    return c.faturaIds.map((f, i) => {
      const parte = i === c.faturaIds.length - 1 ? resto : (totalDaFatura.get(f) ?? 0);
      resto -= parte;
      return ligada(f, movimento, parte);
    });
  }
  const [fatura] = c.faturaIds;
  if (c.faturaIds.length !== 1 || !fatura)
    throw new Error(
      `Correspondência de ${c.faturaIds.length} faturas com ${c.movimentoIds.length} movimentos.`,
    );
  return c.movimentoIds.map((m) => ligada(fatura, m, valorDoMovimento.get(m) ?? 0));
}

export type ResultadoProcessamento = { correspondencias: number; erros: number };

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
    const { linhas, erros, correspondencias, cartoes, liquidacoesCartao } = await this.calcular(
      tx,
      empresaId,
    );
    // The commissions' rows first: they are linked with the settlements' documents.
    const comissoes = await criarComissoes(tx, empresaId, cartoes, userId);
    await ligarVarias(tx, empresaId, [...linhas, ...comissoes], { manual: false, userId });
    await aplicarLiquidacoesCartao(tx, empresaId, liquidacoesCartao, userId);
    await classificarComissoesDoBanco(tx, empresaId, userId);
    await this.repo.substituirErros(tx, empresaId, erros);
    return { correspondencias: correspondencias.length, erros: erros.length };
  }

  /** Its own scope, so that the whole ledger read for the engine can be freed before the writes start. */
  private async calcular(tx: Queryable, empresaId: string) {
    const faturas = await this.repo.listFaturas(tx, empresaId);
    const movimentos = await this.repo.listMovimentos(tx, empresaId);
    const paresFixos = await this.repo.listParesFixos(tx, empresaId);
    const bloqueados = await this.repo.listBloqueados(tx, empresaId);
    const resultado = computeCorrespondencias({ faturas, movimentos, paresFixos, bloqueados });

    const totais = new Map(faturas.map((f) => [f.id, f.totalCents]));
    const valores = new Map(movimentos.map((m) => [m.id, m.valorCents]));
    return {
      linhas: resultado.correspondencias.flatMap((c) => repartir(c, totais, valores)),
      erros: resultado.erros,
      correspondencias: resultado.correspondencias,
      cartoes: resultado.correspondencias.filter((c) => c.regra === 'cartao'),
      liquidacoesCartao: resultado.liquidacoesCartao,
    };
  }
}
