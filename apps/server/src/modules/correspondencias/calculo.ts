import type { Cents } from '@contas/core';
import {
  type Correspondencia,
  computeCorrespondencias,
  type ErroCorrespondencia,
  type LiquidacaoCartao,
} from '@contas/core/matching';
import type { LinhaLigada } from './ligacoes.repository';

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

export type Lido = Parameters<typeof computeCorrespondencias>[0];

/** What a matching run computed: the links to write (each bank line's share), the errors report, the card settlements. */
export type Calculado = {
  linhas: LinhaLigada[];
  erros: ErroCorrespondencia[];
  correspondencias: number;
  cartoes: Correspondencia[];
  liquidacoesCartao: LiquidacaoCartao[];
};

/** The engine on what was read, and each match's shares: pure, so it can run apart from the server's requests. */
export function calcularCom(lido: Lido): Calculado {
  const resultado = computeCorrespondencias(lido);
  const totais = new Map(lido.faturas.map((f) => [f.id, f.totalCents]));
  const valores = new Map(lido.movimentos.map((m) => [m.id, m.valorCents]));
  return {
    linhas: resultado.correspondencias.flatMap((c) => repartir(c, totais, valores)),
    erros: resultado.erros,
    correspondencias: resultado.correspondencias.length,
    cartoes: resultado.correspondencias.filter((c) => c.regra === 'cartao'),
    liquidacoesCartao: resultado.liquidacoesCartao,
  };
}
